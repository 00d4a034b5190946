import type { Page } from "@playwright/test";
import { leadApiPath } from "../../lead-forms/lead-api";
import { LEAD_FORMS } from "../../lead-forms";

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

const LEAD_API_PATHS = new Set(LEAD_FORMS.map(leadApiPath));

/**
 * Counts the leads this page posts from now on, across navigations. A form that sends twice is
 * caught here, in the browser: the server would merge the copies, so the webhooks cannot tell.
 */
export function countLeadPosts(page: Page): () => number {
  let posts = 0;
  page.on("request", (request) => {
    if (request.method() === "POST" && LEAD_API_PATHS.has(new URL(request.url()).pathname)) {
      posts += 1;
    }
  });
  return () => posts;
}
