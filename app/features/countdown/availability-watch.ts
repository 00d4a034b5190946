import { CLOCK_ATTRIBUTE, setText } from "./offer-clock";
import { spotsLeftText } from "../../../shared/offer-spots";

/** How often an open page asks again; the server's answer may be a minute old anyway. */
const AVAILABILITY_REFRESH_MS = 60_000;

/** What GET /api/availability answers (server/payments/availability.ts). */
interface Availability {
  spotsLeft: number;
}

function isAvailability(body: unknown): body is Availability {
  const spots = (body as Partial<Availability> | null)?.spotsLeft;
  return typeof spots === "number" && Number.isInteger(spots) && spots >= 0;
}

/** Shows `spots` on each line, in its text and its value. */
function showSpots(nodes: readonly Element[], spots: number): void {
  for (const node of nodes) {
    node.setAttribute(CLOCK_ATTRIBUTE.spots, String(spots));
    setText(node, spotsLeftText(spots));
  }
}

/**
 * "Spots left" in capacity mode: the number the server wrote into the page when it served it is
 * where the line starts, and a page left open asks the server again every minute, so a sale
 * made meanwhile shows. A page from a static host, with no number written, asks at once. Any
 * failure keeps what is shown. Returns a function that stops it.
 */
export function watchAvailability(root: ParentNode): () => void {
  const nodes = [...root.querySelectorAll(`[${CLOCK_ATTRIBUTE.spotsFrom}]`)];
  const url = nodes[0]?.getAttribute(CLOCK_ATTRIBUTE.spotsFrom);
  if (!url) return () => undefined;
  const refresh = async () => {
    try {
      const response = await fetch(url, { credentials: "omit" });
      const body: unknown = response.ok ? await response.json() : undefined;
      if (isAvailability(body)) showSpots(nodes, body.spotsLeft);
    } catch {
      // Offline or the server is restarting: the number shown stays until the next minute.
    }
  };
  if (nodes.some((node) => node.getAttribute(CLOCK_ATTRIBUTE.spots) === "")) void refresh();
  const timer = setInterval(() => void refresh(), AVAILABILITY_REFRESH_MS);
  return () => clearInterval(timer);
}
