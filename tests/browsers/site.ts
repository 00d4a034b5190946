/**
 * What the journeys run against: the site as a fresh install ships it (the e2e build without a
 * payment link or calendars, scripts/build-e2e.ts), served by the real server on a free port with
 * its own embedded store, relaying leads to a real webhook receiver, also on a free port. Nothing
 * here uses the fixed ports of the Chromium suite (4317-4320), so the two can run side by side.
 * That build is the one whose every page stays on this origin: the configured one sends the £99
 * form on to a payment page on the Chromium suite's receiver port.
 */
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { E2E_ADMIN_PASSWORD, UNCONFIGURED_BUILD_DIR } from "../e2e/e2e-servers";
import { csvRows } from "../support/lead-contract";
import { isDelivery, startReceiver, type ReceivedRequest } from "../support/webhook-receiver";
import { waitUntil } from "./driver";

const ROOT = fileURLToPath(new URL("../../", import.meta.url));

export interface Site {
  origin: string;
  /** The webhook deliveries (2xx answers) of one lead, once `count` of them have arrived. */
  deliveries(email: string, count: number): Promise<ReceivedRequest[]>;
  /** Whether the owner's lead export (/admin/leads.csv) lists this email. */
  stores(email: string): Promise<boolean>;
  stop(): Promise<void>;
}

export async function startSite(): Promise<Site> {
  const receiver = await startReceiver();
  const dataDir = mkdtempSync(join(tmpdir(), "kestrel-browsers-"));
  const server = spawn(join(ROOT, "node_modules/.bin/tsx"), ["server/start.ts"], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: "0",
      HOST: "127.0.0.1",
      BUILD_DIR: UNCONFIGURED_BUILD_DIR,
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      CONTACT_WEBHOOK_URL: `${receiver.url}/hooks/contact`,
      EXIT_INTENT_WEBHOOK_URL: `${receiver.url}/hooks/exit-intent`,
      AUDIT_WEBHOOK_URL: `${receiver.url}/hooks/audit`,
      ADMIN_PASSWORD: E2E_ADMIN_PASSWORD,
      LEAD_RATE_LIMIT: "0",
      LEAD_RETRY_BASE_MS: "200",
      LEAD_WEBHOOK_TIMEOUT_MS: "5000",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  server.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  server.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const stop = async () => {
    if (server.exitCode === null) {
      const exited = new Promise((resolve) => server.once("exit", resolve));
      server.kill("SIGTERM");
      await exited;
    }
    await receiver.close();
    rmSync(dataDir, { recursive: true, force: true });
  };

  let origin: string;
  try {
    origin = await waitUntil(
      "the site to start",
      async () => {
        if (server.exitCode !== null) throw new Error(`the server exited:\n${output}`);
        return /Site ready at (http:\/\/\S+?)\/?\s/.exec(output)?.[1];
      },
      120_000,
    );
  } catch (error) {
    await stop();
    throw error;
  }

  /** The owner's session: signed in once, as the owner would at /admin/login. */
  let cookie: string | undefined;
  const signIn = async () => {
    const response = await fetch(`${origin}/admin/login`, {
      method: "POST",
      headers: { Origin: origin },
      body: new URLSearchParams({ password: E2E_ADMIN_PASSWORD }),
      redirect: "manual",
    });
    const session = response.headers
      .getSetCookie()
      .find((line) => line.startsWith("kestrel_admin="));
    if (!session) throw new Error(`Admin sign-in failed: HTTP ${response.status}`);
    return session.split(";")[0] ?? session;
  };

  return {
    origin,
    deliveries: (email, count) =>
      waitUntil(`${count} webhook deliveries for ${email}`, async () => {
        const accepted = receiver.requests.filter((r) => r.json?.email === email && isDelivery(r));
        if (accepted.length > count) throw new Error(`${accepted.length} deliveries, not ${count}`);
        return accepted.length === count && accepted;
      }),
    async stores(email) {
      cookie ??= await signIn();
      const response = await fetch(`${origin}/admin/leads.csv`, { headers: { Cookie: cookie } });
      if (!response.ok) throw new Error(`The lead export answered HTTP ${response.status}`);
      return csvRows(await response.text()).some((row) => row.email === email);
    },
    stop,
  };
}
