import { describe, expect, it } from "vitest";
import { isLoopbackHost } from "./loopback-host";

describe("isLoopbackHost", () => {
  it("knows the loopback names and addresses", () => {
    for (const host of ["localhost", "127.0.0.1", "127.8.9.10", "::1", "[::1]"]) {
      expect(isLoopbackHost(host), host).toBe(true);
    }
  });

  it("treats every other host as remote", () => {
    for (const host of [
      "example.com",
      "localhost.example.com",
      "127.0.0.1.nip.io",
      "128.0.0.1",
      "10.0.0.1",
      "192.168.1.20",
      "0.0.0.0",
      "::",
      "[2001:db8::1]",
      "",
    ]) {
      expect(isLoopbackHost(host), host).toBe(false);
    }
  });
});
