/**
 * The three ways a lead reaches Kestrel AI, as a visitor takes them in a real browser: the
 * contact form, the £99 audit form on the gas-engineer landing page, and the exit-intent popup's
 * free report. Each ends where the visitor sees their answer, and with the lead in the owner's
 * store and delivered to its webhooks exactly as sent. The Chromium suite (tests/e2e) covers
 * the edges; these prove the same paths in the engines Chromium is not.
 */
import { CONTACT_SUCCESS, POPUP_SUCCESS } from "../../lead-forms/messages";
import { EXIT_INTENT_SESSION_KEY } from "../../app/features/exit-intent/exit-intent-triggers";
import { expectedBody } from "../support/lead-contract";
import { uniqueEmail } from "../support/unique-email";
import { waitUntil, type BrowserPage } from "./driver";
import type { Site } from "./site";

// Written out, as the Chromium journeys write them: the content modules read the build's settings.
const LANDING = "/free-google-visibilty-audit-for-gas-eningeers";
const THANK_YOU = "/free-audit-booking-success-page";

export interface Journey {
  name: string;
  run(page: BrowserPage, site: Site): Promise<void>;
}

function expectEqual(what: string, actual: unknown, expected: unknown) {
  if (JSON.stringify(actual) !== JSON.stringify(expected)) {
    throw new Error(`${what}: expected ${JSON.stringify(expected)}, got ${JSON.stringify(actual)}`);
  }
}

/**
 * Opens a page once React has hydrated it, as a visitor waits for it to respond. Unless the
 * journey is the popup's, the popup is marked as seen this session first, so it cannot cover
 * the form while the journey types.
 */
async function open(page: BrowserPage, site: Site, path: string, { popup = false } = {}) {
  if (!popup) {
    await page.goto(`${site.origin}/robots.txt`);
    await page.run(`sessionStorage.setItem(arguments[0], "1")`, EXIT_INTENT_SESSION_KEY);
  }
  await page.goto(`${site.origin}${path}`);
  await waitUntil(`${path} to become interactive`, () =>
    page.run<boolean>(`return document.documentElement.hasAttribute("data-islands")`),
  );
}

/**
 * Waits until the form's island (started by the journey's first keystroke in it) is mounted, so
 * the journey drives the form's script: a submit before that is the native post, which
 * no-javascript.spec.ts and form-islands.spec.ts cover.
 */
async function islandReady(page: BrowserPage, island: string) {
  await waitUntil(`the ${island} island to start`, () =>
    page.run<boolean>(
      `return document.querySelector(arguments[0]) !== null`,
      `[data-island="${island}"][data-island-state="ready"]`,
    ),
  );
}

const pageShows = (page: BrowserPage, selector: string, text: string) =>
  page.run<boolean>(
    `return [...document.querySelectorAll(arguments[0])].some((node) => node.textContent.includes(arguments[1]))`,
    selector,
    text,
  );

/** Waits for the page at `path` and its heading, then returns the heading's text. */
async function arriveAt(page: BrowserPage, site: Site, path: string, heading: string) {
  await waitUntil(
    `the browser to reach ${path}`,
    async () => (await page.url()) === `${site.origin}${path}`,
  );
  await waitUntil(`the heading "${heading}"`, () => pageShows(page, "h1", heading));
}

async function expectStored(site: Site, email: string) {
  if (!(await site.stores(email))) throw new Error(`${email} is not in the owner's lead export`);
}

const contact: Journey = {
  name: "contact form",
  async run(page, site) {
    const email = uniqueEmail("browsers");
    const typed = {
      name: "Siân O'Neill-Ng",
      email,
      subject: "Missed calls after 5pm",
      message: "We lose jobs when nobody answers. Can an agent help?",
    };
    await open(page, site, "/contact");
    const within = "Contact form";
    await page.type({ within, label: "Name" }, typed.name);
    await page.type({ within, label: "Email" }, email);
    await page.type({ within, label: "Subject" }, typed.subject);
    await page.type({ within, label: "Message" }, typed.message);
    await islandReady(page, "contact-form");
    await page.click({ within, button: "Send Message" });
    await waitUntil("the success message", () => pageShows(page, "[data-toast]", CONTACT_SUCCESS));
    const [delivery] = await site.deliveries(email, 1);
    expectEqual("the contact hook", delivery?.path, "/hooks/contact");
    expectEqual("the contact lead", delivery?.body, expectedBody("contact", "contact", typed));
    await expectStored(site, email);
  },
};

const audit: Journey = {
  name: "£99 audit form",
  async run(page, site) {
    const email = uniqueEmail("browsers");
    // Spaces and a dash, as people type it: the rule that strips them once had a lookbehind.
    const typed = { firstName: "Gareth", lastName: "Price", email, phone: "07123 456-789" };
    await open(page, site, LANDING);
    // The page's script disabled the button at once; this engine compiles the patterns the
    // definition puts on the inputs, and checks them as the schema does.
    expectEqual(
      "the button, the phone rule and the email rule before any typing",
      await page.run(`var form = document.getElementById("audit-request");
        function accepts(name, value) {
          var input = form.elements.namedItem(name); input.value = value;
          var valid = input.checkValidity(); input.value = ""; return valid;
        }
        return [form.querySelector("button[type=submit]").disabled,
          accepts("phone", "07123 456-789"), accepts("phone", "07123 45678"),
          accepts("email", "zoë@example.com"), accepts("email", "a@b")];`),
      [true, true, false, true, false],
    );
    const within = "Audit request";
    await page.type({ within, label: "First name" }, typed.firstName);
    await page.type({ within, label: "Last name" }, typed.lastName);
    await page.type({ within, label: "Email" }, email);
    await page.type({ within, label: "Phone" }, typed.phone);
    await islandReady(page, "gas-audit-form");
    // The page's script enables the button once all four fields are valid; the island, which
    // sends the lead as JSON, is ready (islandReady above).
    await waitUntil("the form to accept the details", () =>
      page.run<boolean>(
        `var form = document.getElementById("audit-request");
         return !form.querySelector("button[type=submit]").disabled
           && document.getElementById("audit-form-ready-hint").hidden`,
      ),
    );
    await page.click({ within, button: "Get my audit for £99" });
    await arriveAt(
      page,
      site,
      `${THANK_YOU}?from=audit`,
      "We have your details: now pick your call time",
    );
    const [delivery] = await site.deliveries(email, 1);
    expectEqual("the audit hook", delivery?.path, "/hooks/audit");
    expectEqual("the audit lead", delivery?.body, expectedBody("audit", "audit", typed));
    await expectStored(site, email);
  },
};

const popup: Journey = {
  name: "exit-intent popup",
  async run(page, site) {
    const email = uniqueEmail("browsers");
    await open(page, site, LANDING, { popup: true });
    // The pointer leaving through the top of the window, as the Chromium suite sends it.
    await page.run(
      `document.dispatchEvent(new MouseEvent("mouseout", { clientX: 600, clientY: -1, relatedTarget: null, bubbles: true }))`,
    );
    const within = "Before you go: get your free Google visibility report";
    await waitUntil("the popup", () => pageShows(page, "[role=dialog]", within));
    // Each field's label, what the visitor types, and the field of the lead it fills.
    const typed: [label: string, text: string, field: string][] = [
      ["First name", "Zoë", "firstName"],
      ["Last name", "O'Connor", "lastName"],
      ["Email", email, "email"],
      ["Phone", "07700 900123", "phone"],
      ["Business name", "Heat & Flow Ltd", "businessName"],
      ["Website", "https://heatandflow.co.uk", "websiteUrl"],
      ["Preferred time", "Weekday mornings", "preferredTime"],
    ];
    for (const [label, text] of typed) await page.type({ within, label }, text);
    await page.click({ within, button: "Send my free report" });
    await waitUntil("the popup's thanks", () => pageShows(page, "[role=dialog]", POPUP_SUCCESS));
    await arriveAt(
      page,
      site,
      `${THANK_YOU}?from=report`,
      "Your free Google visibility report is on its way",
    );
    const records = await site.deliveries(email, 2);
    const sent = Object.fromEntries(typed.map(([, text, field]) => [field, text]));
    const lead = records.find((r) => r.path === "/hooks/exit-intent");
    expectEqual("the popup lead", lead?.body, expectedBody("exit-intent", "exit-intent", sent));
    const report = records.find((r) => r.path === "/hooks/audit");
    expectEqual("the report request", report?.body, expectedBody("exit-intent", "audit", sent));
    await expectStored(site, email);
  },
};

export const JOURNEYS: Journey[] = [contact, audit, popup];
