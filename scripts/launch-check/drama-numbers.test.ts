import { describe, expect, it } from "vitest";
import { dramaRange, nationalDigits } from "./drama-numbers";

describe("dramaRange", () => {
  it("finds the whole London drama range, 020 7946 0000 to 0999, not just the shipped number", () => {
    for (const number of ["020 7946 0000", "020 7946 0958", "020 7946 0123", "020 7946 0999"]) {
      expect(dramaRange(number), number).toBe("020 7946 0000–0999 (London)");
    }
  });

  it("stops at the edges of the range", () => {
    for (const number of ["020 7946 1000", "020 7945 0999", "020 7947 0000", "020 7219 3000"]) {
      expect(dramaRange(number), number).toBeUndefined();
    }
  });

  it("reads the number however it is written, including a tel: link", () => {
    for (const number of [
      "02079460958",
      "020-7946-0958",
      "(020) 7946 0958",
      "+44 20 7946 0958",
      "+44 (0)20 7946 0958",
      "0044 20 7946 0958",
      "tel:+442079460958",
    ]) {
      expect(dramaRange(number), number).toBe("020 7946 0000–0999 (London)");
    }
  });

  it("needs the whole number: a digit more or less is not in the range", () => {
    expect(dramaRange("020 7946 095")).toBeUndefined();
    expect(dramaRange("020 7946 09581")).toBeUndefined();
  });

  it("knows Ofcom's other drama ranges", () => {
    expect(dramaRange("0161 496 0000")).toBe("0161 496 0000–0999 (Manchester)");
    expect(dramaRange("07700 900461")).toBe("07700 900000–900999 (mobile)");
    expect(dramaRange("01632 960123")).toBe("01632 960000–960999 (no area)");
    expect(dramaRange("028 9649 6500")).toBe("028 9649 6000–6999 (Northern Ireland)");
    expect(dramaRange("028 9649 7000")).toBeUndefined();
  });

  it("leaves real and foreign numbers alone", () => {
    expect(dramaRange("07700 901461")).toBeUndefined();
    expect(dramaRange("+1 020 794 6095")).toBeUndefined();
  });
});

describe("nationalDigits", () => {
  it("writes UK numbers as dialled at home, and keeps other countries apart", () => {
    expect(nationalDigits("tel:+442071234567")).toBe("02071234567");
    expect(nationalDigits("020 7123 4567")).toBe("02071234567");
    expect(nationalDigits("+353 1 234 5678")).toBe("+35312345678");
  });
});
