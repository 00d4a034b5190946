/**
 * Which platform a per-platform build is for, read from its name, and whether npm installs a
 * package with given os/cpu/libc on a machine: checked against npm's own check where it is here.
 */
import { execFileSync } from "node:child_process";
import { realpathSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { describe, expect, it } from "vitest";
import { installsOn, platformFromName } from "./package-platform.mjs";

const LINUX_X64_GLIBC = { os: "linux", cpu: "x64", libc: "glibc" };

describe("a platform from a package's name", () => {
  it.each([
    ["@rolldown/binding-darwin-arm64", { os: ["darwin"], cpu: ["arm64"] }],
    ["@tailwindcss/oxide-win32-x64-msvc", { os: ["win32"], cpu: ["x64"] }],
    ["@rollup/rollup-win32-x64-gnu", { os: ["win32"], cpu: ["x64"] }],
    ["lightningcss-linux-x64-musl", { os: ["linux"], cpu: ["x64"], libc: ["musl"] }],
    ["lightningcss-linux-arm-gnueabihf", { os: ["linux"], cpu: ["arm"], libc: ["glibc"] }],
    ["@oxc-parser/binding-linux-arm-musleabihf", { os: ["linux"], cpu: ["arm"], libc: ["musl"] }],
    ["@rollup/rollup-linux-riscv64-gnu", { os: ["linux"], cpu: ["riscv64"], libc: ["glibc"] }],
    ["@unrs/resolver-binding-android-arm-eabi", { os: ["android"], cpu: ["arm"] }],
    ["@esbuild/netbsd-x64", { os: ["netbsd"], cpu: ["x64"] }],
    ["@esbuild/sunos-x64", { os: ["sunos"], cpu: ["x64"] }],
    ["@esbuild/aix-ppc64", { os: ["aix"], cpu: ["ppc64"] }],
    ["@esbuild/linux-mips64el", { os: ["linux"], cpu: ["mips64el"] }],
    ["@rollup/rollup-freebsd-x64", { os: ["freebsd"], cpu: ["x64"] }],
    ["@rollup/rollup-openharmony-arm64", { os: ["openharmony"], cpu: ["arm64"] }],
    [
      "@unrs/resolver-binding-linux-loong64-musl",
      { os: ["linux"], cpu: ["loong64"], libc: ["musl"] },
    ],
    ["lightningcss-darwin-universal", { os: ["darwin"], cpu: ["x64", "arm64"] }],
    ["@tailwindcss/oxide-wasm32-wasi", { cpu: ["wasm32"] }],
    ["fsevents", { os: ["darwin"] }],
    ["@tailwindcss/oxide", undefined],
    ["pg-cloudflare", undefined],
    ["@emnapi/core", undefined],
  ])("%s: %j", (name, platform) => {
    expect(platformFromName(name)).toEqual(platform);
  });
});

/**
 * npm's own platform check, from the npm on PATH (the one `npm test` runs under): found through
 * that command rather than beside this Node, as Node from the registry (CI's Node 24) has no npm.
 */
function npmInstallChecks(): string {
  const npmCli = realpathSync(
    execFileSync("sh", ["-c", "command -v npm"], { encoding: "utf8" }).trim(),
  );
  // <npm>/bin/npm-cli.js
  return join(dirname(dirname(npmCli)), "node_modules/npm-install-checks");
}

describe("the platform match", () => {
  const machines = [
    LINUX_X64_GLIBC,
    { os: "linux", cpu: "x64", libc: "musl" },
    { os: "darwin", cpu: "arm64" },
  ];
  const targets = [
    {},
    { os: ["linux"], cpu: ["x64"], libc: ["glibc"] },
    { os: ["linux"], cpu: ["x64"], libc: ["musl"] },
    { os: ["win32"], cpu: ["x64"], libc: ["glibc"] },
    { os: ["!win32"], cpu: ["any"] },
    { os: ["!darwin", "linux"] },
    { cpu: ["wasm32"] },
    { os: ["darwin"], cpu: ["x64", "arm64"] },
  ];

  it("is npm's: a negated entry refuses, libc only on Linux, an unknown cpu never matches", () => {
    expect(targets.map((target) => installsOn(target, LINUX_X64_GLIBC))).toEqual([
      true,
      true,
      false,
      false,
      true,
      true,
      false,
      false,
    ]);
    expect(installsOn({ os: ["win32"], libc: ["glibc"] }, { os: "win32", cpu: "x64" })).toBe(false);
  });

  it("decides as npm-install-checks does", () => {
    const { checkPlatform } = createRequire(import.meta.url)(npmInstallChecks()) as {
      checkPlatform: (target: object, force: boolean, machine: object) => void;
    };
    for (const machine of machines) {
      for (const target of targets) {
        let npmInstalls = true;
        try {
          checkPlatform(target, false, machine);
        } catch {
          npmInstalls = false;
        }
        expect(installsOn(target, machine), JSON.stringify({ machine, target })).toBe(npmInstalls);
      }
    }
  });
});
