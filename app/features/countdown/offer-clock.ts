import {
  countdownTo,
  endOfComingSunday,
  endOfLondonDate,
  formatDeadline,
  type TimeLeft,
} from "../../../shared/london-time";
import { SPOTS_ATTRIBUTE, spotsLeftText } from "../../../shared/offer-spots";
import { spotsLeft } from "./spots-left";

/**
 * The offer clock without React: it fills in the prerendered countdown and urgency banner, whose
 * build-time HTML shows placeholders (the build cannot know the visitor's date), and ticks them.
 * The marked nodes are plain text the clock rewrites; nothing is a live region, so screen readers
 * read the time when they reach it rather than hearing every second.
 */
export const CLOCK_ATTRIBUTE = {
  /** On each number of the timer: which of TimeLeft's units it shows. */
  unit: "data-unit",
  /**
   * The deadline line, e.g. "Last Chance Ends Sunday 23rd November"; its value is the owner's
   * wording, with `{deadline}` where the date goes.
   */
  deadline: "data-offer-deadline",
  /** On the island's first child when the owner picked a date ("YYYY-MM-DD"): the offer ends then. */
  ends: "data-offer-ends",
  ...SPOTS_ATTRIBUTE,
} as const;

const TICK_MS = 1_000;

/** The brief's banner wording, for a page built before the wording was the owner's. */
const BRIEF_WORDING = "Last Chance Ends {deadline}";

/** The banner's deadline line: the weekday alone in the build, the full date once known. */
export function deadlineLine(day: string, wording: string = BRIEF_WORDING): string {
  return wording.replaceAll("{deadline}", day);
}

const isUnit = (key: string | undefined): key is keyof TimeLeft =>
  key === "days" || key === "hours" || key === "minutes" || key === "seconds";

// Only writes what changed: most ticks touch one node, and untouched text is not re-read.
export function setText(node: Element, text: string): void {
  if (node.textContent !== text) node.textContent = text;
}

/** Shows the time left, the deadline and the spots at `now` in every marked node under `root`. */
function showOfferClock(root: ParentNode, now: Date): void {
  const fixed = root.querySelector(`[${CLOCK_ATTRIBUTE.ends}]`)?.getAttribute(CLOCK_ATTRIBUTE.ends);
  const deadline = fixed ? endOfLondonDate(fixed) : endOfComingSunday(now);
  const timeLeft = countdownTo(deadline, now);
  for (const node of root.querySelectorAll<HTMLElement>(`[${CLOCK_ATTRIBUTE.unit}]`)) {
    const unit = node.dataset.unit;
    if (isUnit(unit)) setText(node, String(timeLeft[unit]).padStart(2, "0"));
  }
  for (const node of root.querySelectorAll(`[${CLOCK_ATTRIBUTE.deadline}]`)) {
    const wording = node.getAttribute(CLOCK_ATTRIBUTE.deadline) || undefined;
    setText(node, deadlineLine(formatDeadline(deadline), wording));
  }
  for (const node of root.querySelectorAll(
    `[${CLOCK_ATTRIBUTE.spots}]:not([${CLOCK_ATTRIBUTE.spotsFrom}])`,
  )) {
    setText(node, spotsLeftText(spotsLeft(now)));
  }
}

const clocks = new Set<ParentNode>();
let timer: ReturnType<typeof setInterval> | undefined;

function tick(): void {
  const now = new Date();
  for (const root of clocks) showOfferClock(root, now);
}

/**
 * Starts ticking `root` every second, on one timer shared by every clock on the page so the
 * banner and the big countdown change in the same frame. Returns a function that stops it.
 */
export function startOfferClock(root: ParentNode): () => void {
  clocks.add(root);
  showOfferClock(root, new Date());
  timer ??= setInterval(tick, TICK_MS);
  return () => {
    clocks.delete(root);
    if (clocks.size === 0) {
      clearInterval(timer);
      timer = undefined;
    }
  };
}
