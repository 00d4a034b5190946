import { serve } from "@hono/node-server";
import { resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { createApp } from "./app";

const DEFAULT_PORT = 4173;
const HOST = process.env.HOST ?? "127.0.0.1";
const port = Number(process.env.PORT ?? DEFAULT_PORT);
const clientDir = fileURLToPath(new URL("../build/client", import.meta.url));
const leadsFile = resolve(
  process.env.LEADS_FILE ?? fileURLToPath(new URL("../data/leads.jsonl", import.meta.url)),
);

const app = createApp({ clientDir, leadsFile });

serve({ fetch: app.fetch, hostname: HOST, port }, (info) => {
  console.log(`Site ready at http://${HOST}:${info.port}/`);
  console.log(`Leads without a webhook are kept in ${leadsFile}`);
});
