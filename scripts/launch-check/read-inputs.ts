/**
 * Reads what the launch check needs from a project folder, the way the build and the server read
 * it: the content (launch-content.ts), the config modules through Vite (so `~/` imports and `import.meta.env` work as
 * in the build), VITE_* with Vite's `loadEnv` for `npm run build`'s mode, and the server's
 * variables from the environment, then `.env`, as server/start.ts does.
 */
import { join } from "node:path";
import { loadEnv } from "vite";
import type * as EnvModule from "../../app/config/env";
import type * as SiteModule from "../../app/config/site";
import { ConfigError, parseServerConfig } from "../../server/config";
import { readSettings } from "../../server/settings/settings-sources";
import { describeUnknownSetting, unknownSettings } from "../../server/settings/unknown-settings";
import { launchItems } from "../../app/content-model/launch-items";
import { withAppModules } from "../app-modules";
import { readLaunchContent, siteFacts } from "./launch-content";
import { BUILD_VARIABLES, type LaunchInputs, type Problems, SERVER_VARIABLES } from "./checks";

/** `npm run build` is `react-router build`, which builds in Vite's production mode. */
const BUILD_MODE = "production";
const MODULES = {
  site: "/app/config/site.ts",
  env: "/app/config/env.ts",
};

/**
 * The build's refusals by variable: each line after the first of its message is
 * "  NAME: what is wrong" (app/config/env.ts).
 */
function buildProblems(error: unknown): Problems {
  const message = error instanceof Error ? error.message : String(error);
  const lines = message.split("\n").slice(1);
  return Object.fromEntries(
    (lines.length ? lines : [message]).map((line) => [
      /^\s*([A-Z0-9_]+):/.exec(line)?.[1] ?? "",
      line.trim(),
    ]),
  );
}

const blankToUndefined = (value: string | undefined) => value?.trim() || undefined;

function pick<Name extends string>(
  names: readonly Name[],
  from: Record<string, string | undefined>,
) {
  return Object.fromEntries(names.map((name) => [name, blankToUndefined(from[name])])) as Partial<
    Record<Name, string>
  >;
}

export async function readLaunchInputs(root: string): Promise<LaunchInputs> {
  // The modules see no VITE_* variables, so app/config/env.ts cannot stop on a bad value while
  // it loads: the check validates them itself with the same parseEnv, and reports the problem.
  const options = { root, mode: BUILD_MODE, envPrefix: "LAUNCH_CHECK_NOTHING_" };
  return withAppModules(options, async (load) => {
    const { DEFAULT_SITE_URL } = (await load(MODULES.site)) as typeof SiteModule;
    const envModule = (await load(MODULES.env)) as typeof EnvModule;
    const content = readLaunchContent(root);

    const buildRaw = loadEnv(BUILD_MODE, root, "VITE_");
    let buildRefusals: Problems = {};
    try {
      envModule.parseEnv({ MODE: BUILD_MODE, ...buildRaw });
    } catch (error) {
      buildRefusals = buildProblems(error);
    }

    // As server/start.ts reads them: variables already in the environment win over the file.
    const settings = readSettings(join(root, ".env"));
    const serverRaw = settings.values;
    let serverRefusals: Problems = {};
    try {
      parseServerConfig(serverRaw, {
        defaultDataDir: join(root, "data"),
        sourceOf: settings.sourceOf,
      });
    } catch (error) {
      if (!(error instanceof ConfigError)) throw error;
      serverRefusals = Object.fromEntries(
        error.problems.map(({ variable, message }) => [variable, message]),
      );
    }

    // A link set in the content wins over its variable, as in the build (content/gas-audit-offer.ts).
    const { links } = content.offers;
    const buildValues = {
      ...pick(BUILD_VARIABLES, buildRaw),
      ...(links.auditPayment && { VITE_AUDIT_PAYMENT_URL: links.auditPayment }),
      ...(links.gasBooking && { VITE_GAS_BOOKING_EMBED_URL: links.gasBooking }),
      ...(links.enterpriseBooking && { VITE_ENTERPRISE_BOOKING_URL: links.enterpriseBooking }),
    };
    return {
      site: siteFacts(content),
      contentItems: launchItems(content),
      defaultSiteUrl: DEFAULT_SITE_URL,
      build: { values: buildValues, problems: buildRefusals },
      server: { values: pick(SERVER_VARIABLES, serverRaw), problems: serverRefusals },
      unknown: unknownSettings(settings.names).map((unknown) =>
        describeUnknownSetting(unknown, settings.sourceOf(unknown.name)),
      ),
    };
  });
}
