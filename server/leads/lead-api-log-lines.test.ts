import { describe, expect, vi } from "vitest";
import { HONEYPOT_FIELD } from "../../lead-forms/lead-api";
import { logEvent } from "../log";
import { CONTACT, EXIT_INTENT, post, test } from "../../tests/support/lead-api-site";

describe("lead API log lines", () => {
  test("carry ids, forms and states, never the visitor's email address or message", async ({
    leadApi,
  }) => {
    const lines: string[] = [];
    for (const method of ["log", "info", "warn", "error"] as const) {
      vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
        lines.push(args.map(String).join(" "));
      });
    }
    const app = leadApi.app({ log: logEvent, rateLimit: 1 });
    const failing = leadApi.app({
      log: logEvent,
      // A store error that quotes what it was given must not carry the address into the log.
      store: () => ({
        ...leadApi.store,
        saveLead: () => Promise.reject(new Error(`could not save ${CONTACT.email}`)),
      }),
    });
    const statuses = [
      await post(app, "contact", CONTACT), // stored
      await post(app, "contact", CONTACT), // duplicate
      await post(app, "exit-intent", EXIT_INTENT), // stored
      await post(app, "audit", {
        firstName: "Siân",
        lastName: "Jones",
        email: CONTACT.email,
        phone: "07700 900123",
        [HONEYPOT_FIELD]: "https://spam.example",
      }),
      await post(app, "contact", { ...CONTACT, subject: "Another question" }), // rate-limited
      await post(app, "contact", { ...CONTACT, email: "not-an-email" }), // invalid
      await post(failing, "contact", CONTACT), // store unavailable
    ].map((response) => response.status);
    expect(statuses).toEqual([201, 201, 201, 201, 429, 400, 503]);

    const logged = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(logged.map((line) => line.status)).toEqual([
      "stored",
      "duplicate",
      "stored",
      "spam-stored",
      "rate-limited",
      "store-faults",
    ]);
    for (const line of logged) {
      expect(Object.keys(line).sort()).toEqual(
        line.status === "store-faults"
          ? ["error", "event", "form", "id", "status", "time"]
          : ["event", "form", "id", "status", "time"],
      );
    }
    expect(logged.at(-1)?.error).toBe("could not save [email]");
    const text = lines.join("\n");
    for (const secret of [
      CONTACT.email,
      "sian@",
      CONTACT.message,
      CONTACT.subject,
      "Siân",
      "Jones",
      "07700",
      "900123",
      "spam.example",
    ]) {
      expect(text).not.toContain(secret);
    }
  });
});
