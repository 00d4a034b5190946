/**
 * The checks of `npm test`, in the order scripts/test-steps.ts runs them (some with others beside
 * them, BESIDE below). Cheap checks first: a type error fails the run in a minute, not after the
 * browsers. Each one's share of CI's time is in
 * scripts/ci/ci-budget.ts, under the same name.
 */
export const TEST_STEPS = [
  ["node", "scripts/check-lockfile.mjs"],
  ["npm", "run", "lint"],
  ["npm", "run", "test:unit"],
  ["npm", "run", "build:e2e"],
  ["npm", "run", "test:e2e"],
  ["npm", "run", "test:faults"],
] as const satisfies readonly (readonly string[])[];

/**
 * Steps run beside another, each one's output kept until all end. The type check and knip use a
 * core each, as ESLint does, and take half its time: beside it they cost CI's two cores little,
 * and a type error still fails the run within the first minute. The checks of the built pages
 * (vitest over the HTML, the syntax target, the size budget) take under half a minute of CPU, in
 * which the Chromium suite is mostly starting its servers. The Firefox and WebKit journeys
 * spend their time waiting for their browsers and use none of the Chromium suite's ports
 * (tests/browsers/site.ts), so they cost the Chromium suite little and CI their whole time. The
 * fault suite was tried there too (28 November): with its publish tests building whole releases,
 * both suites slowed so much on CI's two cores that the sum was no shorter, and two full-volume
 * faults ran past their limits.
 */
export const BESIDE: Readonly<Record<string, readonly (readonly string[])[]>> = {
  "npm run lint": [
    ["npm", "run", "typecheck"],
    ["npm", "run", "knip"],
  ],
  "npm run test:e2e": [
    ["npm", "run", "test:browsers"],
    ["npm", "run", "test:built"],
    ["npm", "run", "check:syntax"],
    ["npm", "run", "size"],
  ],
};

/** How a step is named in the timings: its command line. */
export const stepName = (step: readonly string[]): string => step.join(" ");
