import type { Page } from "@playwright/test";

/**
 * Collects every Content-Security-Policy and Trusted Types violation the page reports: the
 * `securitypolicyviolation` event (which a blocked Trusted Types assignment also fires), the
 * console's "Refused to…" and "requires 'TrustedHTML'" lines, and any error a blocked sink throws.
 */
export async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy|Refused to|Trusted(HTML|Script|ScriptURL)/.test(message.text())) {
      violations.push(message.text());
    }
  });
  page.on("pageerror", (error) => {
    if (/Trusted|Content Security Policy/.test(error.message)) violations.push(error.message);
  });
  await page.exposeFunction("__reportViolation", (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      (window as unknown as { __reportViolation: (t: string) => void }).__reportViolation(
        `${event.violatedDirective} ${event.blockedURI} ${event.sample}`,
      );
    });
  });
  return violations;
}
