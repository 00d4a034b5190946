/**
 * .env.example against the parsers it describes: it lists every setting the server's and the
 * build's parsers read, once, each with an explanation, and each value it shows is the default:
 * setting it gives exactly what leaving it unset gives.
 */
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { VITE_VARIABLES } from "../shared/env-names";
import { parseEnv } from "../app/config/env";
import { parseServerConfig, SERVER_VARIABLES } from "../server/config";

const text = readFileSync(fileURLToPath(new URL("../.env.example", import.meta.url)), "utf8");
const lines = text.split("\n");
/** Only the browser tests' build may set it; a real build refuses it. */
const TEST_ONLY = new Set(["VITE_E2E_LEAD_TIMEOUT_MS", "VITE_E2E_URGENCY_MODE"]);

const entries = lines.flatMap((line, index) => {
  const match = /^#([A-Z][A-Z0-9_]*)=(.*)$/.exec(line);
  return match
    ? [{ name: match[1] ?? "", value: match[2] ?? "", above: lines[index - 1] ?? "" }]
    : [];
});
const valueOf = (name: string) => entries.find((entry) => entry.name === name)?.value ?? "";
const server = (raw: Record<string, string>) =>
  parseServerConfig(raw, { defaultDataDir: "/srv/site/data" });

describe(".env.example", () => {
  it("lists every setting once, each under a line that explains it", () => {
    const expected = [...SERVER_VARIABLES, ...VITE_VARIABLES].filter(
      (name) => !TEST_ONLY.has(name),
    );
    expect(entries.map((entry) => entry.name).sort()).toEqual([...new Set(expected)].sort());
    for (const { name, above } of entries) expect(above, name).toMatch(/^# \S.{10,}/);
  });

  it("shows each server setting's default: setting it changes nothing", () => {
    for (const name of SERVER_VARIABLES) {
      expect(server({ [name]: valueOf(name) }), name).toEqual(server({}));
    }
  });

  it("shows each build setting's default: setting it changes nothing", () => {
    for (const name of VITE_VARIABLES.filter((name) => !TEST_ONLY.has(name))) {
      expect(parseEnv({ MODE: "production", [name]: valueOf(name) }), name).toEqual(
        parseEnv({ MODE: "production" }),
      );
    }
  });
});
