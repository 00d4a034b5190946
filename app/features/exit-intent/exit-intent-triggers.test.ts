import { describe, expect, it } from "vitest";
import { createScrollUpDetector, idleDelayFor, isTopExit } from "./exit-intent-triggers";

describe("idle delay", () => {
  it("is 15 s on desktop and 12 s on phones (under 768 px)", () => {
    expect(idleDelayFor(1280)).toBe(15_000);
    expect(idleDelayFor(768)).toBe(15_000);
    expect(idleDelayFor(767)).toBe(12_000);
    expect(idleDelayFor(390)).toBe(12_000);
  });
});

describe("leaving through the top of the window", () => {
  it("counts only a pointer leaving the document upwards", () => {
    expect(isTopExit({ clientY: -1, relatedTarget: null })).toBe(true);
    expect(isTopExit({ clientY: 0, relatedTarget: null })).toBe(true);
    expect(isTopExit({ clientY: 300, relatedTarget: null })).toBe(false);
    expect(isTopExit({ clientY: -1, relatedTarget: document.body })).toBe(false);
  });
});

describe("scrolling back up on a phone", () => {
  it("fires after rising more than 80 px to within 24 px of the top", () => {
    const detect = createScrollUpDetector();
    expect(detect(400)).toBe(false);
    expect(detect(200)).toBe(false);
    expect(detect(20)).toBe(true);
  });

  it("ignores a small scroll near the top", () => {
    const detect = createScrollUpDetector();
    expect(detect(60)).toBe(false);
    expect(detect(0)).toBe(false);
  });

  it("needs exactly more than 80 px of rise", () => {
    const atLimit = createScrollUpDetector();
    atLimit(104);
    expect(atLimit(24)).toBe(false);
    const overLimit = createScrollUpDetector();
    overLimit(105);
    expect(overLimit(24)).toBe(true);
  });

  it("does not fire while still far from the top", () => {
    const detect = createScrollUpDetector();
    detect(1000);
    expect(detect(100)).toBe(false);
    expect(detect(25)).toBe(false);
    expect(detect(24)).toBe(true);
  });

  it("starts counting again after it fired", () => {
    const detect = createScrollUpDetector();
    detect(500);
    expect(detect(0)).toBe(true);
    expect(detect(10)).toBe(false);
    expect(detect(0)).toBe(false);
  });
});
