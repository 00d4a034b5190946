/** The owner's email settings: SMTP_URL, LEAD_NOTIFY_TO and LEAD_NOTIFY_FROM, all or none. */
import { describe, expect, it } from "vitest";
import { configuredChannels } from "./delivery-channels";
import { parse, problem } from "../tests/support/server-config";

describe("parseServerConfig: the owner's email", () => {
  it("reads the owner's email settings, all three together", () => {
    const config = parse({
      SMTP_URL: "smtps://apikey:p%40ss@smtp.example.com:465",
      LEAD_NOTIFY_TO: "owner@example.co.uk, desk@example.co.uk",
      LEAD_NOTIFY_FROM: "leads@example.co.uk",
    });
    expect(config.ownerEmail).toEqual({
      smtpUrl: "smtps://apikey:p%40ss@smtp.example.com:465",
      to: ["owner@example.co.uk", "desk@example.co.uk"],
      from: "leads@example.co.uk",
    });
    expect(configuredChannels(config.webhooks, config.ownerEmail)).toEqual([
      "owner-email",
      "owner-email-paid",
      "owner-email-notice",
    ]);
    expect(parse({}).ownerEmail).toBeUndefined();
  });

  it("refuses part of the owner's email settings, naming what is missing", () => {
    const { message } = problem({ SMTP_URL: "smtp://mail.example.com:587" });
    expect(message).toContain("LEAD_NOTIFY_TO, LEAD_NOTIFY_FROM:");
    expect(message).toContain("all of SMTP_URL, LEAD_NOTIFY_TO, LEAD_NOTIFY_FROM set, or none");
  });

  it("refuses a malformed email setting by name, never echoing SMTP_URL", () => {
    const email = {
      SMTP_URL: "smtp://mail.example.com",
      LEAD_NOTIFY_TO: "owner@example.co.uk",
      LEAD_NOTIFY_FROM: "leads@example.co.uk",
    };
    const badUrl = problem({ ...email, SMTP_URL: "https://user:hunter2-secret@mail.example.com" });
    expect(badUrl.message).toContain("SMTP_URL: must be an smtp:// or smtps:// URL");
    expect(badUrl.message).not.toContain("hunter2-secret");
    expect(
      problem({ ...email, LEAD_NOTIFY_TO: "owner@example.co.uk, not an address" }).message,
    ).toContain("LEAD_NOTIFY_TO: must be one or more email addresses, separated by commas");
    expect(problem({ ...email, LEAD_NOTIFY_FROM: "leads" }).message).toContain(
      'LEAD_NOTIFY_FROM: must be an email address (got "leads")',
    );
  });
});
