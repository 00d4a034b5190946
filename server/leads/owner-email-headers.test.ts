import { describe, expect } from "vitest";
import { CONTACT, test, until } from "../../tests/support/owner-email-harness";

/** RFC 2047 encoded words whose decoded text is "Hacker", and one inside other words. */
const ENCODED_NAMES = [
  "=?UTF-8?B?SGFja2Vy?=",
  "=?utf-8?q?Hacker?=",
  "Ada =?UTF-8?B?SGFja2Vy?= Jones",
];
const ZERO_WIDTH_SPACE = /\u200B/g;

describe("the owner's email headers", () => {
  test.for(ENCODED_NAMES)(
    "shows the name %j as typed, never decoded, in the Subject and the Reply-To",
    async (name, { ownerEmail, smtp }) => {
      const id = await ownerEmail.post("contact", {
        ...CONTACT,
        name,
        email: "hacker@example.com",
      });
      const { mail } = await until(() =>
        smtp.received.find(({ mail: message }) => message.messageId?.startsWith(`<${id}.`)),
      );
      const decodedPayload = name.replace(/=\?[^?]+\?[bq]\?[^?]+\?=/i, "Hacker");
      // As mailparser, like a mail client, decodes them: not the payload, but what was typed.
      expect(mail.subject).not.toBe(`New contact enquiry: ${decodedPayload}`);
      expect(mail.subject?.replace(ZERO_WIDTH_SPACE, "")).toBe(`New contact enquiry: ${name}`);
      const [replyTo] = mail.replyTo?.value ?? [];
      expect(replyTo?.address).toBe("hacker@example.com");
      expect(replyTo?.name).not.toBe(decodedPayload);
      expect(replyTo?.name.replace(ZERO_WIDTH_SPACE, "")).toBe(name);
    },
  );
});
