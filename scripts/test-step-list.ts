/**
 * The checks of `npm test`, in the order scripts/test-steps.ts runs them (one of them with
 * others beside it, BESIDE below). Cheap checks first: a
 * type error fails the run in a minute, not after the browsers. Each one's share of CI's time is in
 * scripts/ci/ci-budget.ts, under the same name.
 */
export const TEST_STEPS = [
  ["node", "scripts/check-lockfile.mjs"],
  ["npm", "run", "typecheck"],
  ["npm", "run", "lint"],
  ["npm", "run", "knip"],
  ["npm", "run", "test:unit"],
  ["npm", "run", "build:e2e"],
  ["npm", "run", "test:built"],
  ["npm", "run", "check:syntax"],
  ["npm", "run", "size"],
  ["npm", "run", "test:e2e"],
] as const satisfies readonly (readonly string[])[];

/**
 * Steps run beside another, each one's output kept until all end. The Chromium suite uses about
 * half of CI's two cores (most of a journey waits for a page, a timer or the receiver), so the
 * suites that leave it its ports run in that time: the Firefox and WebKit journeys, which wait for
 * their browsers (tests/browsers/site.ts), and the fault suite, whose servers, stores and
 * receivers all take free ports and folders of their own (playwright.faults.config.ts).
 */
export const BESIDE: Readonly<Record<string, readonly (readonly string[])[]>> = {
  "npm run test:e2e": [
    ["npm", "run", "test:browsers"],
    ["npm", "run", "test:faults"],
  ],
};

/** How a step is named in the timings: its command line. */
export const stepName = (step: readonly string[]): string => step.join(" ");
