/**
 * The build the browser tests run against (`--mode e2e`, .env.e2e), made with the server's
 * webhook variables set as they would be on a real host, so a test can prove that no webhook
 * address reaches a file under build/client. Its forms give up on a silent lead API sooner than
 * the spec's 15 s, so that journey takes seconds (config/env.ts allows this in e2e mode only).
 */
import { spawnSync } from "node:child_process";
import { E2E_LEAD_TIMEOUT_MS, E2E_WEBHOOKS } from "../tests/e2e/e2e-servers";

const result = spawnSync("react-router", ["build", "--mode", "e2e"], {
  stdio: "inherit",
  env: {
    ...process.env,
    ...E2E_WEBHOOKS,
    VITE_E2E_LEAD_TIMEOUT_MS: String(E2E_LEAD_TIMEOUT_MS),
  },
  shell: process.platform === "win32",
});
process.exit(result.status ?? 1);
