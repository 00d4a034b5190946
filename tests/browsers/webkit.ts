/**
 * Debian's WebKitGTK (webkit2gtk-driver): WebKitWebDriver speaks classic WebDriver over HTTP and
 * drives MiniBrowser, which needs a display, so the driver runs under `xvfb-run`. One WebDriver
 * session per page: every journey starts in a fresh browser with empty storage.
 */
import { spawn } from "node:child_process";
import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { freePort } from "../../scripts/test-postgres/free-port";
import {
  describeTarget,
  FIND_TARGET,
  untilActionable,
  waitUntil,
  type BrowserPage,
  type Engine,
} from "./driver";

/** The W3C key under which WebDriver returns an element reference. */
const ELEMENT = "element-6066-11e4-a52e-4f735466cecf";

/** MiniBrowser sits in the multiarch library folder: /usr/lib/x86_64-linux-gnu/webkit2gtk-4.1. */
function miniBrowserPath(): string {
  if (process.env.WEBKIT_BROWSER_PATH) return process.env.WEBKIT_BROWSER_PATH;
  for (const dir of readdirSync("/usr/lib")) {
    const candidate = join("/usr/lib", dir, "webkit2gtk-4.1", "MiniBrowser");
    if (existsSync(candidate)) return candidate;
  }
  throw new Error(
    "No MiniBrowser under /usr/lib/*/webkit2gtk-4.1: apt-get install webkit2gtk-driver",
  );
}

interface Answer {
  value: unknown;
}

/**
 * How long a new session may take to open. MiniBrowser normally starts in a second or two; on a
 * busy CI machine one start once hung until fetch gave up after 300 s (undici's header timeout),
 * so a hung start is abandoned well before that and the driver restarted once.
 */
const SESSION_OPEN_MS = 60_000;

async function send(
  base: string,
  method: string,
  path: string,
  body?: unknown,
  signal?: AbortSignal,
): Promise<unknown> {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: body === undefined ? {} : { "Content-Type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal,
  });
  const answer = (await response.json()) as Answer;
  if (!response.ok) {
    const { error, message } = (answer.value ?? {}) as { error?: string; message?: string };
    throw new Error(`WebDriver ${method} ${path}: ${error ?? response.status} ${message ?? ""}`);
  }
  return answer.value;
}

interface Driver {
  base: string;
  quit(): void;
}

async function startDriver(port: number): Promise<Driver> {
  // Its own process group, so quitting ends xvfb-run, Xvfb, the driver and its browsers together.
  const driver = spawn("xvfb-run", ["-a", "WebKitWebDriver", `--port=${port}`], {
    detached: true,
    stdio: ["ignore", "ignore", "pipe"],
  });
  let driverErrors = "";
  let failed = false;
  driver.stderr.on("data", (chunk: Buffer) => (driverErrors += chunk.toString()));
  driver.once("error", (error) => {
    failed = true;
    driverErrors += `${error.message}: apt-get install webkit2gtk-driver xvfb`;
  });
  const base = `http://127.0.0.1:${port}`;
  const quit = () => {
    if (driver.exitCode === null && driver.pid) process.kill(-driver.pid, "SIGTERM");
  };
  try {
    await waitUntil("WebKitWebDriver to listen", async () => {
      if (failed || driver.exitCode !== null) {
        throw new Error(`WebKitWebDriver did not start: ${driverErrors}`);
      }
      const status = (await send(base, "GET", "/status")) as { ready?: boolean };
      return status.ready;
    });
  } catch (error) {
    quit();
    throw error;
  }
  return { base, quit };
}

export async function launchWebKit(): Promise<Engine> {
  const browser = miniBrowserPath();
  let driver = await startDriver(await freePort());

  const requestSession = async () => {
    const session = (await send(
      driver.base,
      "POST",
      "/session",
      {
        capabilities: {
          alwaysMatch: {
            "webkitgtk:browserOptions": { binary: browser, args: ["--automation"] },
          },
        },
      },
      AbortSignal.timeout(SESSION_OPEN_MS),
    )) as { sessionId: string; capabilities: { browserVersion: string } };
    return { id: session.sessionId, version: session.capabilities.browserVersion };
  };
  // A browser start that hangs is the machine's, not the site's: say so, restart the driver (and
  // with it Xvfb) and try once more. A second hang fails the journey.
  const openSession = async () => {
    try {
      return await requestSession();
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      console.error(`WebKitGTK: a session did not open (${reason}); restarting the driver`);
      driver.quit();
      driver = await startDriver(await freePort());
      return requestSession();
    }
  };
  // A first session to learn the version the journeys ran on.
  const probe = await openSession();
  await send(driver.base, "DELETE", `/session/${probe.id}`);

  return {
    name: `WebKitGTK ${probe.version}`,
    async newPage(): Promise<BrowserPage> {
      const { id } = await openSession();
      const { base } = driver;
      const at = (path: string) => `/session/${id}${path}`;
      await send(base, "POST", at("/window/rect"), { width: 1280, height: 800 });
      const run = async <T>(script: string, ...args: unknown[]) =>
        (await send(base, "POST", at("/execute/sync"), { script, args })) as T;
      const element = async (target: Parameters<BrowserPage["type"]>[0]) => {
        const found = await run<Record<string, string> | null>(FIND_TARGET, target);
        const elementId = found?.[ELEMENT];
        if (!elementId) throw new Error(`No ${describeTarget(target)}`);
        return at(`/element/${elementId}`);
      };
      return {
        goto: async (url) => void (await send(base, "POST", at("/url"), { url })),
        url: async () => (await send(base, "GET", at("/url"))) as string,
        run,
        type: async (target, text) =>
          void (await send(base, "POST", `${await element(target)}/value`, { text })),
        click: async (target) => {
          await untilActionable({ run }, target);
          await send(base, "POST", `${await element(target)}/click`, {});
        },
        close: async () => void (await send(base, "DELETE", at(""))),
      };
    },
    quit: async () => driver.quit(),
  };
}
