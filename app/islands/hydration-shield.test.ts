import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { describe, expect, it, vi } from "vitest";
import { HYDRATION_FORCING_EVENTS, shieldHydration } from "./hydration-shield";

/** The events the installed react-dom hydrates a dehydrated root for, synchronously. */
function reactsForcingEvents(): string[] {
  const reactDom = dirname(createRequire(import.meta.url).resolve("react-dom/package.json"));
  const source = readFileSync(join(reactDom, "cjs/react-dom-client.production.js"), "utf8");
  const list = /discreteReplayableEvents\s*=\s*"([^"]+)"/.exec(source)?.[1];
  if (!list)
    throw new Error("react-dom no longer names discreteReplayableEvents: check the shield");
  return list.split(" ");
}

describe("the hydration shield", () => {
  it("covers every event for which this react-dom hydrates at once, textInput included", () => {
    const forcing = reactsForcingEvents();
    expect(forcing).toContain("textInput");
    expect(
      forcing.filter((name) => !(HYDRATION_FORCING_EVENTS as readonly string[]).includes(name)),
    ).toEqual([]);
  });

  it("keeps those events from listeners inside the island until lifted, and lets the browser act", () => {
    const island = document.createElement("div");
    island.innerHTML = '<input name="name">';
    document.body.append(island);
    const reactListener = vi.fn();
    const shield = shieldHydration(island);
    island.addEventListener("textInput", reactListener);
    const input = island.querySelector("input") as HTMLInputElement;
    const typed = new Event("textInput", { bubbles: true, cancelable: true });
    input.dispatchEvent(typed);
    expect(reactListener).not.toHaveBeenCalled();
    expect(typed.defaultPrevented).toBe(false);
    shield.lift();
    input.dispatchEvent(new Event("textInput", { bubbles: true }));
    expect(reactListener).toHaveBeenCalledTimes(1);
    island.remove();
  });
});
