import { afterEach, describe, expect, it, vi } from "vitest";
import { readStored, removeStored, writeStored } from "./safe-storage";

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
  sessionStorage.clear();
});

describe("safe storage", () => {
  it("keeps a value in the area it was written to", () => {
    writeStored("session", "k", "v");
    expect(readStored("session", "k")).toBe("v");
    expect(readStored("local", "k")).toBeNull();
    removeStored("session", "k");
    expect(readStored("session", "k")).toBeNull();
  });

  it("reads nothing and writes nothing, without throwing, when storage is blocked", () => {
    const blocked = () => {
      throw new DOMException("The operation is insecure.", "SecurityError");
    };
    vi.spyOn(Storage.prototype, "getItem").mockImplementation(blocked);
    vi.spyOn(Storage.prototype, "setItem").mockImplementation(blocked);
    vi.spyOn(Storage.prototype, "removeItem").mockImplementation(blocked);
    expect(() => writeStored("local", "k", "v")).not.toThrow();
    expect(readStored("local", "k")).toBeNull();
    expect(() => removeStored("local", "k")).not.toThrow();
  });

  it("treats a storage getter that throws (cookies blocked) as empty", () => {
    vi.spyOn(window, "sessionStorage", "get").mockImplementation(() => {
      throw new DOMException("Access is denied", "SecurityError");
    });
    expect(readStored("session", "k")).toBeNull();
    expect(() => writeStored("session", "k", "v")).not.toThrow();
  });
});
