import { statfs } from "node:fs/promises";
import { StoreUnavailableError } from "./store-faults";

/** A statfs call costs microseconds, but a burst of leads need not make one each. */
const RECHECK_MS = 250;
const MB = 1024 * 1024;

/**
 * Refuses work while the volume under the embedded store has less than the reserve free. PGlite
 * needs room for a whole new WAL segment (16 MB) at unpredictable moments, and a write that meets
 * a full disk there can stall the engine for good; so leads are turned away (503) while there is
 * still room to work, and taken again as soon as space returns.
 */
export function createFreeSpaceGuard(dir: string, reserveBytes: number) {
  let checkedAt = 0;
  let freeBytes = Number.POSITIVE_INFINITY;

  async function measure(): Promise<number> {
    if (Date.now() - checkedAt >= RECHECK_MS) {
      const stats = await statfs(dir);
      freeBytes = stats.bavail * stats.bsize;
      checkedAt = Date.now();
    }
    return freeBytes;
  }

  return {
    reserveBytes,
    measure,
    /** Throws StoreUnavailableError below the reserve. */
    async check(): Promise<void> {
      const free = await measure();
      if (free < reserveBytes) {
        throw new StoreUnavailableError(
          `only ${Math.floor(free / MB)} MB free in ${dir}, below the ${Math.round(reserveBytes / MB)} MB reserve`,
        );
      }
    },
  };
}
