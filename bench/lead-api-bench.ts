/**
 * `npm run bench:leads`: how many leads the real server accepts per second, and how long a
 * visitor waits, at concurrency 20 on the embedded store. The server runs from its TypeScript
 * with tsx (server/start.ts, as `npm run serve:dev` runs it; production runs the bundled
 * build/node/start.js), in its own process with a fresh data folder, the outbox relaying every
 * lead to a local receiver that answers 201, so the figures include storing and delivering.
 * Loopback only.
 * `npm run bench:leads:email` does the same with the owner's email on too, to a local SMTP server,
 * so the two runs show what the email costs the visitor: nothing, as the outbox sends it.
 */
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { SMTPServer } from "smtp-server";

const CONCURRENCY = 20;
const WARM_UP_LEADS = 100;
const MEASURED_LEADS = Number(process.env.BENCH_LEADS ?? 2_000);
const WITH_EMAIL = process.env.BENCH_EMAIL === "1";
const root = fileURLToPath(new URL("..", import.meta.url));

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

async function startReceiver() {
  let delivered = 0;
  const server = createServer((request, response) => {
    request.resume();
    request.on("end", () => {
      delivered += 1;
      response.writeHead(201).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`;
  return { url, delivered: () => delivered, close: () => server.close() };
}

/** The owner's mail server: takes every message and counts it. */
async function startMailServer() {
  let received = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, _session, callback) {
      stream.resume();
      stream.on("end", () => {
        received += 1;
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
  const { port } = server.server.address() as AddressInfo;
  return {
    settings: {
      SMTP_URL: `smtp://127.0.0.1:${port}`,
      LEAD_NOTIFY_TO: "owner@example.co.uk",
      LEAD_NOTIFY_FROM: "leads@example.co.uk",
    },
    received: () => received,
    close: () => server.close(),
  };
}

async function startSite(dataDir: string, hookUrl: string, email: Record<string, string>) {
  const child = spawn(join(root, "node_modules/.bin/tsx"), ["server/start.ts"], {
    cwd: root,
    env: {
      ...process.env,
      PORT: "0",
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      LEAD_RATE_LIMIT: "0",
      CONTACT_WEBHOOK_URL: hookUrl,
      EXIT_INTENT_WEBHOOK_URL: hookUrl,
      AUDIT_WEBHOOK_URL: hookUrl,
      ...email,
    },
    stdio: ["ignore", "pipe", "inherit"],
  });
  const origin = await new Promise<string>((resolve, reject) => {
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Site ready at (http:\/\/[^/\s]+)\//.exec(output);
      if (match?.[1]) resolve(match[1]);
    });
    child.once("exit", (code) => reject(new Error(`the server exited with ${code}`)));
  });
  child.stdout.resume();
  // The pages are served at once; leads are taken once the store is open (/healthz says 200).
  while ((await fetch(`${origin}/healthz`)).status !== 200) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    origin,
    stop: () =>
      new Promise<void>((resolve) => {
        child.once("exit", () => resolve());
        child.kill("SIGTERM");
      }),
  };
}

/** Sends `count` distinct leads, `CONCURRENCY` at a time; returns each one's latency in ms. */
async function sendLeads(origin: string, count: number, offset: number): Promise<number[]> {
  const latencies: number[] = [];
  let next = 0;
  async function worker() {
    while (next < count) {
      const n = offset + next;
      next += 1;
      const started = performance.now();
      const response = await fetch(`${origin}/api/leads/contact`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({
          name: `Bench Visitor ${n}`,
          email: `bench${n}@example.co.uk`,
          subject: "Missed calls after hours",
          message: `We lose jobs when nobody answers the phone. Lead number ${n}.`,
        }),
      });
      await response.arrayBuffer();
      if (response.status !== 201) throw new Error(`lead ${n}: HTTP ${response.status}`);
      latencies.push(performance.now() - started);
    }
  }
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return latencies;
}

const dataDir = mkdtempSync(join(tmpdir(), "kestrel-bench-"));
const receiver = await startReceiver();
const mail = WITH_EMAIL ? await startMailServer() : undefined;
const site = await startSite(dataDir, receiver.url, mail?.settings ?? {});
try {
  await sendLeads(site.origin, WARM_UP_LEADS, 0);
  const started = performance.now();
  const latencies = await sendLeads(site.origin, MEASURED_LEADS, WARM_UP_LEADS);
  const seconds = (performance.now() - started) / 1000;
  const sorted = [...latencies].sort((a, b) => a - b);
  const total = WARM_UP_LEADS + MEASURED_LEADS;
  const deadline = Date.now() + 60_000;
  const emailed = () => (mail ? mail.received() : total);
  while ((receiver.delivered() < total || emailed() < total) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  console.log(
    `Lead API on the embedded store, concurrency ${CONCURRENCY}, ${MEASURED_LEADS} leads, ` +
      `owner's email ${WITH_EMAIL ? "on" : "off"}`,
  );
  console.table({
    "leads accepted per second": Math.round(MEASURED_LEADS / seconds),
    "p50 latency (ms)": Number(percentile(sorted, 50).toFixed(1)),
    "p99 latency (ms)": Number(percentile(sorted, 99).toFixed(1)),
    "max latency (ms)": Number((sorted.at(-1) ?? NaN).toFixed(1)),
    "delivered to the webhook": `${receiver.delivered()} of ${total}`,
    ...(mail ? { "emailed to the owner": `${mail.received()} of ${total}` } : {}),
  });
  if (receiver.delivered() !== total || emailed() !== total) process.exitCode = 1;
} finally {
  await site.stop();
  receiver.close();
  mail?.close();
  rmSync(dataDir, { recursive: true, force: true });
}
