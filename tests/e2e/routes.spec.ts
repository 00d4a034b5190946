import { expect, test } from "./fixtures";
import { copy } from "./site-copy";
import { siteRoutes } from "./site-routes";

const { homePage, notFoundPage } = copy;

test.describe("every route is a finished HTML document", () => {
  test("the route table has the brief's 21 pages and the privacy notice", () => {
    expect(siteRoutes).toHaveLength(22);
    expect(new Set(siteRoutes).size).toBe(22);
  });

  for (const path of siteRoutes) {
    test(`${path} answers 200 with its h1, title and description before any script`, async ({
      request,
    }) => {
      for (const variant of path === "/" ? [path] : [path, `${path}/`]) {
        const response = await request.get(variant);
        expect(response.status(), variant).toBe(200);
        expect(response.headers()["content-type"]).toContain("text/html");
        const html = await response.text();
        expect(html).toMatch(/<html lang="en-GB"/);
        // Template content (the thank-you page's other variants) is inert, not in the document.
        const documentHtml = html.replace(/<template\b[\s\S]*?<\/template>/g, "");
        expect(documentHtml.match(/<h1[\s>]/g), `${variant} has exactly one h1`).toHaveLength(1);
        expect(html).toMatch(/<title>[^<]{10,}<\/title>/);
        expect(html).toMatch(/<meta name="description" content="[^"]{70,}"/);
      }
    });
  }
});

test.describe("unknown addresses", () => {
  for (const path of ["/no-such-page", "/ai-agents/anything-else", "/contact/extra", "/404"]) {
    test(`${path} is answered with 404 and the not-found page`, async ({ request }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(404);
      const html = await response.text();
      expect(html).toContain(notFoundPage.title);
      expect(html).toContain('name="robots" content="noindex');
    });
  }

  test("the not-found page offers the way home and logs the address", async ({ page }) => {
    const warnings: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "warning") warnings.push(message.text());
    });
    const response = await page.goto("/ai-agents/anything-else");
    expect(response?.status()).toBe(404);
    await expect(page.getByText(notFoundPage.status, { exact: true })).toBeVisible();
    await expect(page.getByRole("heading", { level: 1, name: notFoundPage.title })).toBeVisible();
    await expect.poll(() => warnings.join("\n")).toContain("/ai-agents/anything-else");
    await page.getByRole("link", { name: notFoundPage.homeLink.text }).click();
    await expect(page).toHaveURL(notFoundPage.homeLink.href);
    await expect(page.getByRole("heading", { level: 1, name: homePage.hero.title })).toBeVisible();
  });

  test("requests cannot climb out of the site folder", async ({ request }) => {
    for (const path of [
      "/../package.json",
      "/%2e%2e/package.json",
      "/assets/..%2f..%2fpackage.json",
    ]) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(404);
      expect(await response.text()).not.toContain('"devDependencies"');
    }
  });
});
