import { test } from "@playwright/test";
import { startReceiver, type Receiver } from "../../support/webhook-receiver";

/** A fresh webhook receiver for each test of the file, closed after it: `receiver()` is it. */
export function receiverPerTest(): () => Receiver {
  let current: Receiver | undefined;
  test.beforeEach(async () => {
    current = await startReceiver();
  });
  test.afterEach(async () => {
    await current?.close();
    current = undefined;
  });
  return () => {
    if (!current) throw new Error("the receiver runs during a test only");
    return current;
  };
}
