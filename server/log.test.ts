import { afterEach, expect, it, vi } from "vitest";
import { logEvent } from "./log";

afterEach(() => vi.restoreAllMocks());

it("keeps the line's event name first, whatever its fields are called", () => {
  const lines: string[] = [];
  vi.spyOn(console, "log").mockImplementation((line: string) => lines.push(line));
  logEvent("payment", { event: "evt_1", status: "recorded" });
  expect(lines[0]).toMatch(/^\{"time":"[^"]+","event":"payment","status":"recorded"\}$/);
});
