import type { Page } from "@playwright/test";

/**
 * Breaks the lead API as the visitor's browser sees it: the server answers an error, cannot be
 * reached, or never answers. The webhooks are the server's business and cannot fail a form; the
 * API can, and each form must then keep what was typed and say so.
 */
export async function breakLeadApi(
  page: Page,
  how: { status: number } | "unreachable" | "no-answer",
): Promise<void> {
  await page.route("**/api/leads/*", async (route) => {
    if (how === "unreachable") return route.abort("connectionrefused");
    if (how === "no-answer") return; // left hanging: the form's own timeout must end it
    return route.fulfill({
      status: how.status,
      contentType: "application/json",
      body: JSON.stringify({ error: "Server error" }),
    });
  });
}

/** Lets the lead API through again. */
export async function repairLeadApi(page: Page): Promise<void> {
  await page.unroute("**/api/leads/*");
}
