import { expect, type APIRequestContext } from "@playwright/test";

export const RECEIVER_URL = "http://127.0.0.1:4320";

export interface RecordedRequest {
  path: string;
  contentType: string | undefined;
  body: string;
  json: Record<string, unknown> | null;
}

/** What the webhook receiver has recorded for leads with this email. */
export async function recordsFor(request: APIRequestContext, email: string) {
  const response = await request.get(`${RECEIVER_URL}/records?email=${encodeURIComponent(email)}`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as RecordedRequest[];
}

let counter = 0;
/** A fresh address per test whose prefix picks the receiver's behaviour (see webhook-receiver.ts). */
export function uniqueEmail(behaviour = "ok", domain = "example.co.uk"): string {
  counter += 1;
  return `${behaviour}+${Date.now().toString(36)}${process.pid}${counter}@${domain}`;
}
