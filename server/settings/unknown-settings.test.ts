import { describe, expect, it } from "vitest";
import { describeUnknownSetting, knownSettings, unknownSettings } from "./unknown-settings";

describe("unknownSettings", () => {
  it("names misspellings of the server's and the build's settings, with the one meant", () => {
    expect(
      unknownSettings(["CONTACT_WEBHOOK_ULR", "ADMIN_PASWORD", "port", "VITE_SITE_URI", "DATADIR"]),
    ).toEqual([
      { name: "CONTACT_WEBHOOK_ULR", meant: "CONTACT_WEBHOOK_URL", old: false },
      { name: "ADMIN_PASWORD", meant: "ADMIN_PASSWORD", old: false },
      { name: "port", meant: "PORT", old: false },
      { name: "VITE_SITE_URI", meant: "VITE_SITE_URL", old: false },
      { name: "DATADIR", meant: "DATA_DIR", old: false },
    ]);
  });

  it("names the old names, with the one that replaced each", () => {
    expect(unknownSettings(["VITE_CONTACT_WEBHOOK_URL"])).toEqual([
      { name: "VITE_CONTACT_WEBHOOK_URL", meant: "CONTACT_WEBHOOK_URL", old: true },
    ]);
  });

  it("leaves the real settings and the machine's own variables alone", () => {
    const machine = ["PATH", "HOME", "HOSTNAME", "USER", "SHELL", "TERM", "PWD", "LANG", "TMPDIR"];
    expect(
      unknownSettings([...knownSettings(), ...machine, "NODE_ENV", "npm_config_cache"]),
    ).toEqual([]);
  });

  it("says where the setting came from and what to set instead", () => {
    const [typo, old] = unknownSettings(["ADMIN_PASWORD", "VITE_AUDIT_WEBHOOK_URL"]);
    if (!typo || !old) throw new Error("both names should be found");
    expect(describeUnknownSetting(typo, ".env")).toBe(
      "ADMIN_PASWORD (in .env) is not a setting the site reads: did you mean ADMIN_PASSWORD?",
    );
    expect(describeUnknownSetting(old, "the environment")).toBe(
      "VITE_AUDIT_WEBHOOK_URL (in the environment) is an old name that nothing reads any more: set AUDIT_WEBHOOK_URL instead",
    );
  });
});
