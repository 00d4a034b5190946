import type { Page } from "@playwright/test";
import { EXIT_INTENT_SESSION_KEY } from "../../app/features/exit-intent/exit-intent-triggers";

/** Keeps the exit-intent popup from opening over the page: as if it had opened this session. */
export async function suppressPopup(page: Page): Promise<void> {
  await page.addInitScript((key) => sessionStorage.setItem(key, "1"), EXIT_INTENT_SESSION_KEY);
}
