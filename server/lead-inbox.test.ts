// @vitest-environment node
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { createLeadInbox } from "./lead-inbox";

let leadsFile: string;
let inbox: ReturnType<typeof createLeadInbox>;

beforeEach(() => {
  leadsFile = join(mkdtempSync(join(tmpdir(), "inbox-")), "nested", "leads.jsonl");
  inbox = createLeadInbox({ leadsFile });
  vi.spyOn(console, "log").mockImplementation(() => undefined);
});

const post = (path: string, body: unknown, contentType = "application/json") =>
  inbox.request(path, {
    method: "POST",
    headers: { "Content-Type": contentType },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });

const storedLeads = () =>
  readFileSync(leadsFile, "utf8")
    .trim()
    .split("\n")
    .map((line) => JSON.parse(line) as { form: string; lead: unknown; receivedAt: string });

const contact = {
  name: "Gareth Price",
  email: "gareth@pennantheating.co.uk",
  subject: "Missed calls",
  message: "We lose jobs when nobody picks up.",
};

describe("local lead inbox", () => {
  it("keeps a valid contact message as one JSON line and answers 201", async () => {
    const response = await post("/api/leads/contact", contact);
    expect(response.status).toBe(201);
    const [record] = storedLeads();
    expect(record?.form).toBe("contact");
    expect(record?.lead).toEqual(contact);
    expect(Date.parse(record?.receivedAt ?? "")).not.toBeNaN();
    expect(console.log).toHaveBeenCalledWith(
      "lead received: contact from gareth@pennantheating.co.uk",
    );
  });

  it("explains what is wrong with an invalid lead and keeps nothing", async () => {
    const response = await post("/api/leads/contact", { ...contact, email: "a@b" });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: "Invalid lead: email: Please enter a valid email address",
    });
    expect(() => readFileSync(leadsFile)).toThrow();
  });

  it("rejects bodies that are not JSON or are over 16 KB", async () => {
    expect((await post("/api/leads/contact", "{oops")).status).toBe(400);
    expect((await post("/api/leads/contact", "name=x", "text/plain")).status).toBe(415);
    const huge = { ...contact, message: "x".repeat(17 * 1024) };
    expect((await post("/api/leads/contact", huge)).status).toBe(413);
  });

  it("takes audit leads and exit-intent reports on the audit inbox, phones normalised", async () => {
    const lead = {
      firstName: "Jo",
      lastName: "Bloggs",
      email: "jo@example.com",
      phone: "07123 456789",
    };
    expect((await post("/api/leads/audit", lead)).status).toBe(201);
    const report = {
      email: "jo@example.com",
      source: "exit_intent_report",
      firstName: "Jo",
      lastName: "Bloggs",
      businessName: "",
      websiteUrl: "",
      phone: "+447123456789",
      preferredTime: "Mornings",
    };
    expect((await post("/api/leads/audit", report)).status).toBe(201);
    expect(storedLeads().map((r) => r.lead)).toEqual([{ ...lead, phone: "+447123456789" }, report]);
  });

  it("validates exit-intent leads", async () => {
    const lead = {
      firstName: "Jo",
      lastName: "Bloggs",
      email: "jo@example.com",
      phone: "02079460958",
    };
    const response = await post("/api/leads/exit-intent", lead);
    expect(response.status).toBe(400);
    expect((await response.json()).error).toContain("phone: Please enter a valid UK mobile number");
  });
});
