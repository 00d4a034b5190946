/**
 * Visitors who each keep reading one page at a steady rate, on one or more servers, until told to
 * stop: every answer must be a 200 whose inline scripts its own CSP header allows (a page mixed
 * from two releases fails that).
 */
import { inlineScriptHashes } from "../../../scripts/post-build/security-headers";

export interface PollReport {
  requests: number;
  failures: string[];
  refusedScripts: string[];
}

export function pollPages(
  origins: readonly string[],
  paths: readonly string[],
  perSecond: number,
): { stop(): Promise<PollReport> } {
  const report: PollReport = { requests: 0, failures: [], refusedScripts: [] };
  let stopped = false;
  const intervalMs = 1000 / perSecond;

  async function read(origin: string, path: string) {
    report.requests += 1;
    try {
      const response = await fetch(`${origin}${path}`);
      const html = await response.text();
      if (response.status !== 200) report.failures.push(`${origin}${path}: ${response.status}`);
      const csp = response.headers.get("content-security-policy") ?? "";
      for (const hash of inlineScriptHashes(html)) {
        if (!csp.includes(hash)) report.refusedScripts.push(`${origin}${path}: ${hash}`);
      }
    } catch (error) {
      report.failures.push(`${origin}${path}: ${String(error)}`);
    }
  }

  async function visitor(path: string) {
    const started = Date.now();
    for (let turn = 0; !stopped; turn += 1) {
      // On each server in turn, at the visitor's pace: the next read starts on its time.
      await Promise.all(origins.map((origin) => read(origin, path)));
      const wait = started + (turn + 1) * intervalMs - Date.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    }
  }

  const visitors = Promise.all(paths.map(visitor));
  return {
    async stop() {
      stopped = true;
      await visitors;
      return report;
    },
  };
}
