/**
 * Calendar maths in UK time. Offers end on a London Sunday whatever the visitor's own time zone, and
 * the UTC offset moves between GMT and BST twice a year, so everything goes through the UK's
 * summer-time rule rather than a fixed offset or the browser's local time.
 *
 * The rule is written out here instead of asking Intl for Europe/London: this runs in the £99
 * page's first script, and a browser's first `Intl.DateTimeFormat` with a time zone loads the
 * zone data, 20–70 ms of main thread on a desktop before any slowdown (docs/performance-history-2026-11.md).
 * london-time.test.ts checks the rule against Intl's zone data, hour by hour, for 1996–2099.
 */

const SECOND_MS = 1_000;
const HOUR_MS = 3_600 * SECOND_MS;
const MINUTE_S = 60;
const HOUR_S = 60 * MINUTE_S;
const DAY_S = 24 * HOUR_S;
const DAYS_PER_WEEK = 7;
const SUNDAY = 0;
/** As Date#getUTCMonth counts them. */
const MARCH = 2;
const OCTOBER = 9;

const WEEKDAY_NAMES = [
  "Sunday",
  "Monday",
  "Tuesday",
  "Wednesday",
  "Thursday",
  "Friday",
  "Saturday",
] as const;

const MONTH_NAMES = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
] as const;

/** 0 = Sunday … 6 = Saturday, as `Date#getDay`. */
type Weekday = 0 | 1 | 2 | 3 | 4 | 5 | 6;

interface LondonParts {
  year: number;
  /** 1 = January … 12 = December, as written on a calendar (unlike `Date#getMonth`). */
  month: number;
  day: number;
  weekday: Weekday;
  hour: number;
  minute: number;
  second: number;
}

export interface TimeLeft {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

export function londonParts(date: Date): LondonParts {
  const wallClock = new Date(date.getTime() + londonOffsetMs(date.getTime()));
  return {
    year: wallClock.getUTCFullYear(),
    month: wallClock.getUTCMonth() + 1,
    day: wallClock.getUTCDate(),
    weekday: wallClock.getUTCDay() as Weekday,
    hour: wallClock.getUTCHours(),
    minute: wallClock.getUTCMinutes(),
    second: wallClock.getUTCSeconds(),
  };
}

/**
 * The end of the offer week: Sunday 23:59:59 London time, today if today is a London Sunday. In the
 * final second itself the deadline has passed, so it moves on to the following Sunday.
 */
export function endOfComingSunday(now: Date): Date {
  const today = londonParts(now);
  const daysUntilSunday = (DAYS_PER_WEEK + SUNDAY - today.weekday) % DAYS_PER_WEEK;
  const deadline = londonEndOfDay(today, daysUntilSunday);
  return deadline.getTime() > now.getTime()
    ? deadline
    : londonEndOfDay(today, daysUntilSunday + DAYS_PER_WEEK);
}

/** The end of a London day named "YYYY-MM-DD": 23:59:59 London time (the owner's fixed deadline). */
export function endOfLondonDate(isoDate: string): Date {
  const [year = 0, month = 1, day = 1] = isoDate.split("-").map(Number);
  return londonEndOfDay({ year, month, day, weekday: 0, hour: 0, minute: 0, second: 0 }, 0);
}

/**
 * The start of the offer week that endOfComingSunday(now) ends: the second after the previous
 * Sunday's 23:59:59 London time, i.e. Monday 00:00:00. Found from the previous deadline rather
 * than by subtracting seven days, as a week with a GMT/BST change is an hour shorter or longer.
 */
export function startOfOfferWeek(now: Date): Date {
  const end = endOfComingSunday(now);
  // Eight days before a Sunday's 23:59:59 is the Saturday before the previous Sunday, whatever
  // the clocks did in between.
  const previousEnd = endOfComingSunday(new Date(end.getTime() - 8 * DAY_S * SECOND_MS));
  return new Date(previousEnd.getTime() + SECOND_MS);
}

/** Whole days, hours, minutes and seconds left; all zero once the deadline has passed. */
export function countdownTo(deadline: Date, now: Date): TimeLeft {
  // Rounded down, so the display reaches 00:00:00 at the deadline rather than a second early.
  const totalSeconds = Math.max(0, Math.floor((deadline.getTime() - now.getTime()) / SECOND_MS));
  return {
    days: Math.floor(totalSeconds / DAY_S),
    hours: Math.floor((totalSeconds % DAY_S) / HOUR_S),
    minutes: Math.floor((totalSeconds % HOUR_S) / MINUTE_S),
    seconds: totalSeconds % MINUTE_S,
  };
}

/** The London date of an instant as the offer copy writes it, e.g. "Sunday 23rd November". */
export function formatDeadline(deadline: Date): string {
  const { weekday, day, month } = londonParts(deadline);
  return `${WEEKDAY_NAMES[weekday]} ${day}${ordinalSuffix(day)} ${MONTH_NAMES[month - 1] ?? ""}`;
}

function ordinalSuffix(day: number): string {
  // 11th, 12th and 13th break the last-digit rule.
  const lastTwoDigits = day % 100;
  if (lastTwoDigits >= 11 && lastTwoDigits <= 13) return "th";
  switch (day % 10) {
    case 1:
      return "st";
    case 2:
      return "nd";
    case 3:
      return "rd";
    default:
      return "th";
  }
}

/** 23:59:59 London time on the date `daysAhead` London days after `from`. */
function londonEndOfDay(from: LondonParts, daysAhead: number): Date {
  // Date.UTC rolls day overflow into the next month or year.
  const wallClock = Date.UTC(from.year, from.month - 1, from.day + daysAhead, 23, 59, 59);
  // Read London's offset near that wall-clock time, then re-read it at the resulting instant in
  // case a GMT/BST change lies between the two (the offset at 23:59:59 is never ambiguous: the
  // clocks change at 01:00 UTC).
  const firstGuess = wallClock - londonOffsetMs(wallClock);
  return new Date(wallClock - londonOffsetMs(firstGuess));
}

/**
 * How far London's clocks are ahead of UTC at an instant: one hour in British Summer Time, from
 * 01:00 UTC on the last Sunday of March to 01:00 UTC on the last Sunday of October (the Summer
 * Time Order 2002, the rule since 1996), otherwise none (GMT).
 */
function londonOffsetMs(instantMs: number): number {
  const year = new Date(instantMs).getUTCFullYear();
  const inSummerTime =
    instantMs >= lastSundayOneAm(year, MARCH) && instantMs < lastSundayOneAm(year, OCTOBER);
  return inSummerTime ? HOUR_MS : 0;
}

/** 01:00 UTC on the last Sunday of a month (`month` as Date#getUTCMonth counts). */
function lastSundayOneAm(year: number, month: number): number {
  // Day 0 of the next month is the last day of this one.
  const lastDay = Date.UTC(year, month + 1, 0, 1);
  return lastDay - new Date(lastDay).getUTCDay() * DAY_S * SECOND_MS;
}
