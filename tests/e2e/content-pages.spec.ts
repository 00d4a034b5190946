import { expect, test } from "./fixtures";
import { agentPaths, servicePaths } from "../../app/site-map/page-paths";
import { copy } from "./site-copy";

const {
  agentPageFrame,
  agentsOverviewPage,
  consultancySection,
  homePage,
  serviceCopy,
  servicePageFrame,
  site,
} = copy;

test("home shows the hero, the dashboard, both grids and the sister product", async ({ page }) => {
  await page.goto("/");
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1 })).toHaveText(homePage.hero.title);
  await expect(main.getByText(homePage.hero.badge)).toBeVisible();
  await expect(main.getByText(homePage.hero.savingsTitle)).toBeVisible();
  await expect(main.getByText(homePage.hero.savingsText)).toBeVisible();
  for (const { value, label } of homePage.hero.stats) {
    await expect(main.getByRole("definition").filter({ hasText: value })).toBeVisible();
    await expect(main.getByRole("term").filter({ hasText: label })).toBeVisible();
  }
  const bars = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>("[aria-hidden] .origin-bottom")].map((bar) =>
      parseFloat(bar.style.height),
    ),
  );
  expect(bars).toEqual(homePage.dashboard.bars);
  await expect(main.getByText("AI Dashboard")).toBeVisible();

  for (const cta of [homePage.hero.primaryCta, homePage.hero.secondaryCta]) {
    await expect(main.getByRole("link", { name: cta.text, exact: true })).toHaveAttribute(
      "href",
      cta.href,
    );
  }
  await expect(main.getByRole("heading", { name: homePage.scaleBanner.title })).toBeVisible();
  await expect(
    main.getByRole("link", { name: homePage.scaleBanner.cta.text, exact: true }),
  ).toHaveAttribute("href", homePage.scaleBanner.cta.href);

  const solutions = main.locator("section", {
    has: page.getByRole("heading", { name: homePage.solutions.title }),
  });
  await expect(solutions.getByRole("listitem")).toHaveCount(8);
  const hrefs = await solutions
    .getByRole("link")
    .evaluateAll((links) => links.map((link) => link.getAttribute("href")));
  expect(hrefs).toEqual(agentPaths);

  const consultancy = main.locator("section", {
    has: page.getByRole("heading", { name: consultancySection.title }),
  });
  expect(consultancySection.cards).toHaveLength(6);
  for (const { title } of consultancySection.cards) {
    await expect(consultancy.getByRole("heading", { name: title })).toBeVisible();
  }

  const phoenix = main.getByRole("link", { name: homePage.sisterProduct.cta });
  await expect(phoenix).toHaveAttribute("target", "_blank");
  await expect(phoenix).toHaveAttribute("rel", "noopener noreferrer");
  const learnMore = main.getByRole("link", { name: site.sisterProduct.name }).first();
  await expect(learnMore).toHaveAttribute("target", "_blank");
});

// The brief's taglines and CTA texts themselves are checked in app/site-map/pages.test.ts.
const SERVICE_TABLE = Object.entries(serviceCopy).map(
  ([slug, { tagline, cta }]) => [`/${slug}`, tagline, cta.text] as const,
);

test("the service table covers every service page", () => {
  expect(SERVICE_TABLE.map(([path]) => path).sort()).toEqual([...servicePaths].sort());
});

for (const [path, tagline, cta] of SERVICE_TABLE) {
  test(`${path} has its tagline, six key features and CTAs to /contact`, async ({ page }) => {
    await page.goto(path);
    const main = page.getByRole("main");
    await expect(main.getByText(tagline, { exact: true })).toBeVisible();
    await expect(main.getByRole("link", { name: cta, exact: true })).toHaveAttribute(
      "href",
      "/contact",
    );
    const features = main.locator("section", {
      has: page.getByRole("heading", { name: servicePageFrame.featuresTitle }),
    });
    await expect(features.getByRole("listitem")).toHaveCount(6);
    const { closing } = servicePageFrame;
    await expect(main.getByRole("heading", { name: closing.title })).toBeVisible();
    await main.getByRole("link", { name: closing.action.text, exact: true }).click();
    await expect(page).toHaveURL("/contact");
  });
}

test("the AI agents overview lists all eight and ends with a call to action", async ({ page }) => {
  await page.goto("/ai-agents");
  const main = page.getByRole("main");
  const hrefs = await main
    .getByRole("listitem")
    .getByRole("link")
    .evaluateAll((links) => links.map((link) => link.getAttribute("href")));
  expect(hrefs).toEqual(agentPaths);
  await expect(main.getByRole("heading", { name: agentsOverviewPage.closing.title })).toBeVisible();
  await expect(
    main.getByRole("link", { name: agentsOverviewPage.closing.action.text }),
  ).toHaveAttribute("href", "/contact");
});

for (const path of agentPaths) {
  test(`${path} has a title, six features and a CTA to /contact`, async ({ page }) => {
    await page.goto(path);
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1 })).toBeVisible();
    const features = main.locator("section", {
      has: page.getByRole("heading", { name: agentPageFrame.featuresTitle }),
    });
    await expect(features.getByRole("listitem")).toHaveCount(6);
    const ctas = main.getByRole("link", { name: /→$/ });
    expect(await ctas.count()).toBeGreaterThan(0);
    for (const href of await ctas.evaluateAll((links) =>
      links.map((l) => l.getAttribute("href")),
    )) {
      expect(href).toBe("/contact");
    }
  });
}

test("the footer carries the company's legal details and main links", async ({ page }) => {
  await page.goto("/");
  const footer = page.getByRole("contentinfo");
  await expect(footer).toContainText(`© ${new Date().getFullYear()}`);
  await expect(footer).toContainText(site.legalName);
  await expect(footer).toContainText(/company number \d{8}/);
  await expect(footer).toContainText(site.address.city);
  await expect(footer.getByRole("link", { name: "Contact" })).toHaveAttribute("href", "/contact");
});
