/**
 * The checks of `npm test`, in the order scripts/test-steps.ts runs them. Cheap checks first: a
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
  ["npm", "run", "test:browsers"],
  ["npm", "run", "test:faults"],
] as const satisfies readonly (readonly string[])[];

/** How a step is named in the timings: its command line. */
export const stepName = (step: readonly string[]): string => step.join(" ");
