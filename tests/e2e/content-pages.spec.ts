import { expect, test } from "./fixtures";
import { agentPaths } from "../../app/site-map/page-paths";

test("home shows the hero, the dashboard, both grids and the sister product", async ({ page }) => {
  await page.goto("/");
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1 })).toHaveText("Integrate AI faster today");
  await expect(main.getByText("AI-Powered Solutions")).toBeVisible();
  await expect(main.getByText("Unlock thousands in savings")).toBeVisible();
  await expect(main.getByText(/multiple six figures/)).toBeVisible();
  for (const [value, label] of [
    ["94%", "Efficiency"],
    ["2.4x", "ROI Increase"],
    ["50+", "Clients"],
  ]) {
    await expect(main.getByRole("definition").filter({ hasText: value })).toBeVisible();
    await expect(main.getByRole("term").filter({ hasText: label })).toBeVisible();
  }
  const bars = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>("[aria-hidden] .origin-bottom")].map((bar) =>
      parseFloat(bar.style.height),
    ),
  );
  expect(bars).toEqual([65, 45, 80, 35, 95, 55, 70]);
  await expect(main.getByText("AI Dashboard")).toBeVisible();

  await expect(main.getByRole("link", { name: "Get a Free Audit" })).toHaveAttribute(
    "href",
    "/free-audit",
  );
  await expect(main.getByRole("link", { name: "Book a demo", exact: true })).toHaveAttribute(
    "href",
    "/contact",
  );
  await expect(
    main.getByRole("heading", { name: "The fastest way to scale using AI" }),
  ).toBeVisible();
  await expect(main.getByRole("link", { name: "Book A Demo", exact: true })).toHaveAttribute(
    "href",
    "/contact",
  );

  const solutions = main.locator("section", {
    has: page.getByRole("heading", { name: "Our AI Solutions" }),
  });
  await expect(solutions.getByRole("listitem")).toHaveCount(8);
  const hrefs = await solutions
    .getByRole("link")
    .evaluateAll((links) => links.map((link) => link.getAttribute("href")));
  expect(hrefs).toEqual(agentPaths);

  const consultancy = main.locator("section", {
    has: page.getByRole("heading", { name: "Software Consultancy Services" }),
  });
  for (const title of [
    "Custom Software Development",
    "DevOps Services",
    "Cloud Architecture",
    "API Development & Integration",
    "Technical Consulting",
    "Legacy System Modernization",
  ]) {
    await expect(consultancy.getByRole("heading", { name: title })).toBeVisible();
  }

  const phoenix = main.getByRole("link", { name: /Visit Sales Phoenix →/ });
  await expect(phoenix).toHaveAttribute("target", "_blank");
  await expect(phoenix).toHaveAttribute("rel", "noopener noreferrer");
  const learnMore = main.getByRole("link", { name: /Sales Phoenix/ }).first();
  await expect(learnMore).toHaveAttribute("target", "_blank");
});

const SERVICE_TABLE = [
  ["/ai-integration", "TRANSFORM YOUR BUSINESS", "Get Started →"],
  ["/lead-generation", "GROW YOUR PIPELINE", "Boost Your Sales →"],
  ["/digital-marketing", "MAXIMIZE YOUR REACH", "Start Marketing →"],
  ["/database-reactivation", "REVIVE DORMANT CUSTOMERS", "Reactivate Your Database →"],
  ["/custom-ai-agents", "AUTOMATE WITH INTELLIGENCE", "Build Your AI Agent →"],
  ["/sms-whatsapp", "CONNECT DIRECTLY", "Start Messaging →"],
] as const;

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
      has: page.getByRole("heading", { name: "Key Features" }),
    });
    await expect(features.getByRole("listitem")).toHaveCount(6);
    await expect(main.getByRole("heading", { name: "Ready to get started?" })).toBeVisible();
    await main.getByRole("link", { name: "Contact Us", exact: true }).click();
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
  await expect(
    main.getByRole("heading", { name: "Ready to implement AI in your business?" }),
  ).toBeVisible();
  await expect(main.getByRole("link", { name: "Get Started →" })).toHaveAttribute(
    "href",
    "/contact",
  );
});

for (const path of agentPaths) {
  test(`${path} has a title, six features and a CTA to /contact`, async ({ page }) => {
    await page.goto(path);
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1 })).toBeVisible();
    const features = main.locator("section", {
      has: page.getByRole("heading", { name: "What it does for you" }),
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
  await expect(footer).toContainText("Kestrel Digital Solutions Ltd");
  await expect(footer).toContainText(/company number \d{8}/);
  await expect(footer).toContainText("London");
  await expect(footer.getByRole("link", { name: "Contact" })).toHaveAttribute("href", "/contact");
});
