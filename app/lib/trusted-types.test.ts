import { describe, expect, it, vi } from "vitest";
import { allowHtml, INERT_SCRIPT_HTML, installTrustedTypesPolicy } from "./trusted-types";

describe("the default Trusted Types policy", () => {
  it("lets through React's inert script and escaped JSON-LD", () => {
    expect(allowHtml(INERT_SCRIPT_HTML)).toBe(INERT_SCRIPT_HTML);
    const jsonLd = '{"@type":"FAQPage","name":"Boilers \\u003c 10 years \\u0026 more"}';
    expect(allowHtml(jsonLd)).toBe(jsonLd);
  });

  it("refuses anything that could make an element", () => {
    for (const html of [
      '<img src=x onerror="alert(1)">',
      "<script>alert(1)</script>",
      '{"a":"<svg onload=alert(1)>"}',
      "<script></script><b>",
    ]) {
      expect(allowHtml(html), html).toBeUndefined();
    }
  });

  it("is installed once, and only where the browser has Trusted Types", () => {
    const createPolicy = vi.fn();
    installTrustedTypesPolicy({ trustedTypes: { defaultPolicy: null, createPolicy } });
    expect(createPolicy).toHaveBeenCalledWith("default", { createHTML: allowHtml });
    installTrustedTypesPolicy({ trustedTypes: { defaultPolicy: {}, createPolicy } });
    expect(createPolicy).toHaveBeenCalledTimes(1);
    expect(() => installTrustedTypesPolicy({})).not.toThrow();
  });
});
