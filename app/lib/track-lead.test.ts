import { afterEach, describe, expect, it } from "vitest";
import { trackLead } from "./track-lead";

type DataLayerWindow = Window & { dataLayer?: unknown[] };

afterEach(() => {
  delete (window as DataLayerWindow).dataLayer;
});

describe("trackLead", () => {
  it("queues a generate_lead event naming only the form", () => {
    trackLead("gas_audit");
    expect((window as DataLayerWindow).dataLayer).toEqual([
      { event: "generate_lead", form_id: "gas_audit" },
    ]);
  });

  it("adds to a data layer that is already there", () => {
    (window as DataLayerWindow).dataLayer = [{ event: "gtm.js" }];
    trackLead("contact");
    expect((window as DataLayerWindow).dataLayer).toHaveLength(2);
  });
});
