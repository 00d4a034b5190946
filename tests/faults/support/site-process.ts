/**
 * The real server, as production runs it (`node` on build/node/start.js, which the suite builds
 * before it starts: playwright.faults.config.ts), in its own process: started with the settings a
 * test gives, killed the way a test chooses (SIGTERM, or SIGKILL for a crash).
 */
import { spawn, type ChildProcess } from "node:child_process";
import { mkdirSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { copyEmbeddedTemplate } from "../../support/embedded-template";
import { STORE_TEMPLATE_VARIABLE } from "./store-template-setup";
import { hooksOf } from "../../support/lead-contract";

const ROOT = fileURLToPath(new URL("../../../", import.meta.url));

export interface Site {
  url: string;
  origin: string;
  dataDir: string;
  process: ChildProcess;
  output: () => string;
  post(form: string, body: unknown, headers?: Record<string, string>): Promise<Response>;
  exited: Promise<number | null>;
  kill(signal: NodeJS.Signals): Promise<number | null>;
}

/** An empty data folder: the server's first start creates the store in it. */
export function freshDataDir(): string {
  return mkdtempSync(join(tmpdir(), "kestrel-fault-"));
}

/**
 * A data folder holding a migrated store, as a server leaves it (store-template-setup.ts): a new
 * one, or `dir` (new or empty), such as a folder on a small volume of a test's own.
 */
export function storedDataDir(dir = freshDataDir()): string {
  mkdirSync(dir, { recursive: true });
  const template = process.env[STORE_TEMPLATE_VARIABLE];
  if (template) copyEmbeddedTemplate(template, dir);
  return dir;
}

/**
 * Settings the suite always wants: quick retries, no rate limit, no .env surprises. The webhook
 * timeout is short enough for the hanging-webhook faults to pass in seconds, yet long enough that
 * an answer slowed by a busy machine (parallel workers on two cores) is not taken for a timeout,
 * which would rightly send the lead again and fail every "exactly once" check.
 */
export const SITE_DEFAULTS: Record<string, string> = {
  PORT: "0",
  HOST: "127.0.0.1",
  DATABASE_URL: "",
  CONTACT_WEBHOOK_URL: "",
  EXIT_INTENT_WEBHOOK_URL: "",
  AUDIT_WEBHOOK_URL: "",
  LEAD_RETRY_BASE_MS: "20",
  LEAD_WEBHOOK_TIMEOUT_MS: "2000",
  LEAD_RATE_LIMIT: "0",
  ADMIN_PASSWORD: "",
  TRUST_PROXY: "",
  VITE_SITE_URL: "https://www.kestrel-ai.co.uk",
};

/**
 * How long a server may take to start and open its store. Starting an embedded database takes
 * seconds alone, and far longer on a busy two-core machine running several suites; what the
 * tests measure starts only once the server is up.
 */
const START_LIMIT_MS = 60_000;

export function hooksAt(receiverUrl: string) {
  return {
    CONTACT_WEBHOOK_URL: `${receiverUrl}/contact`,
    EXIT_INTENT_WEBHOOK_URL: `${receiverUrl}/exit-intent`,
    AUDIT_WEBHOOK_URL: `${receiverUrl}/audit`,
  };
}

/**
 * `node`: the server's own process, no wrapper, so a signal (a SIGKILL crash included) reaches
 * the server itself. `npm run serve`: npm's process, as a process manager that runs the npm
 * script sees it.
 */
export type Launcher = "node" | "npm run serve";

export async function startSite(
  settings: Record<string, string> = {},
  {
    waitForStore = true,
    launcher = "node",
    root = ROOT,
  }: {
    waitForStore?: boolean;
    launcher?: Launcher;
    /** The project folder to run from: this checkout, or a copy (support/live-folder.ts). */
    root?: string;
  } = {},
): Promise<Site> {
  // A server on PostgreSQL keeps no store in its folder: it needs no copy of the template.
  const dataDir = settings.DATA_DIR ?? (settings.DATABASE_URL ? freshDataDir() : storedDataDir());
  const [command, args] =
    launcher === "node"
      ? [process.execPath, ["--enable-source-maps", join(root, "build", "node", "start.js")]]
      : ["npm", ["run", "serve"]];
  const child = spawn(command, args, {
    cwd: root,
    env: { ...process.env, ...SITE_DEFAULTS, ...settings, DATA_DIR: dataDir },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) =>
    child.once("exit", (code) => resolve(code)),
  );
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`no start within ${START_LIMIT_MS} ms:\n${output}`)),
      START_LIMIT_MS,
    );
    const look = () => {
      // A server taking over from one on the same port (server/handover.ts) says so first.
      const match = /(?:Site ready|Taking over) at (http:\/\/\S+\/)/.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    };
    child.stdout?.on("data", look);
    void exited.then((code) => reject(new Error(`server exited (${code}):\n${output}`)));
  });
  const origin = url.replace(/\/$/, "");
  const site: Site = {
    url,
    origin,
    dataDir,
    process: child,
    output: () => output,
    post: (form, body, headers = {}) =>
      fetch(`${origin}/api/leads/${form}`, {
        method: "POST",
        headers: { "Content-Type": "application/json", ...headers },
        body: typeof body === "string" ? body : JSON.stringify(body),
      }),
    exited,
    async kill(signal) {
      if (child.exitCode !== null || child.signalCode !== null) return child.exitCode;
      child.kill(signal);
      return exited;
    },
  };
  if (waitForStore) {
    const deadline = Date.now() + START_LIMIT_MS;
    while ((await fetch(`${origin}/healthz`)).status !== 200) {
      if (Date.now() > deadline) throw new Error(`store never ready:\n${output}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  return site;
}

/**
 * A built entry point run to its end: the server when it should stop by itself (a store it
 * refuses), or one of the store's commands (`backup`, `restore`, …), with the suite's settings.
 * Its exit code and all it printed; killed if still running after `limitMs`.
 */
export async function runUntilExit(
  settings: Record<string, string>,
  entry = "start",
  args: string[] = [],
  limitMs = START_LIMIT_MS,
): Promise<{ code: number | null; output: string }> {
  const child = spawn(
    process.execPath,
    ["--enable-source-maps", join(ROOT, "build", "node", `${entry}.js`), ...args],
    { cwd: ROOT, env: { ...process.env, ...SITE_DEFAULTS, ...settings }, stdio: "pipe" },
  );
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const timer = setTimeout(() => child.kill("SIGKILL"), limitMs);
  const code = await new Promise<number | null>((resolve) => child.once("exit", resolve));
  clearTimeout(timer);
  return { code, output };
}

/** Signs in to the admin and returns the session cookie. */
export async function adminCookie(site: Site, password: string): Promise<string> {
  const response = await fetch(`${site.origin}/admin/login`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: site.origin },
    body: new URLSearchParams({ password }),
    redirect: "manual",
  });
  const cookie = response.headers.get("set-cookie")?.split(";")[0];
  if (response.status !== 303 || !cookie) throw new Error(`login failed: ${response.status}`);
  return cookie;
}

export const leads = {
  contact: (email: string) => ({
    name: "Siân O'Neill",
    email,
    subject: "Missed calls after 5pm",
    message: "We lose jobs when nobody answers the phone. Can an agent help?",
  }),
  audit: (email: string) => ({
    firstName: "Gareth",
    lastName: "Price",
    email,
    phone: "07700 900123",
  }),
  "exit-intent": (email: string) => ({
    firstName: "Zoë",
    lastName: "O'Connor",
    email,
    phone: "07700900124",
    businessName: "Heat & Flow Ltd",
    websiteUrl: "https://heatandflow.co.uk",
    preferredTime: "Weekday mornings",
  }),
};

export type FormName = keyof typeof leads;

/** The hook paths each form's lead must reach (hooksAt), exactly once each. */
export const HOOKS_OF = Object.fromEntries(
  (Object.keys(leads) as FormName[]).map((form) => [form, hooksOf(form).map((hook) => `/${hook}`)]),
) as Record<FormName, string[]>;

export function onceEach(paths: readonly string[]): Record<string, number> {
  return Object.fromEntries(paths.map((path) => [path, 1]));
}
