import type { ConsoleMessage } from "@playwright/test";
import { expect, type Page } from "./fixtures";

/** The two form islands (app/features/*-island.tsx) and the forms they hold. */
export type FormIslandName = "contact-form" | "gas-audit-form";
const FORM_NAMES: Record<FormIslandName, string> = {
  "contact-form": "Contact form",
  "gas-audit-form": "Audit request",
};

export const formOf = (page: Page, island: FormIslandName) =>
  page.getByRole("form", { name: FORM_NAMES[island] });

/** The island once the loader has mounted it. */
export const readyIsland = (page: Page, island: FormIslandName) =>
  page.locator(`[data-island="${island}"][data-island-state="ready"]`);

/**
 * Starts a form island as a visitor does (a focus in its first field, which changes nothing) and
 * waits until it is mounted: for specs that drive the form's script, not its native post.
 */
export async function startFormIsland(page: Page, island: FormIslandName) {
  const form = formOf(page, island);
  await form.getByRole("textbox").first().focus();
  await readyIsland(page, island).waitFor({ state: "attached" });
}

/** Every console error and warning of the page, to prove a hydration made none. */
export function consoleProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on("console", (message: ConsoleMessage) => {
    if (message.type() === "error" || message.type() === "warning") {
      problems.push(`${message.type()}: ${message.text()}`);
    }
  });
  page.on("pageerror", (error) => problems.push(`pageerror: ${error.message}`));
  return problems;
}

/** The island has hydrated and read its feedback: the token is gone from the address bar. */
export async function expectTokenRead(page: Page, hash: string) {
  await expect(page).not.toHaveURL(/form-feedback=/);
  expect(new URL(page.url()).hash).toBe(hash);
}
