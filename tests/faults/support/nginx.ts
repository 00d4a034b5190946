/**
 * Debian's nginx run on the deploy recipes (deploy/nginx*.conf) as an operator installs them, in a
 * folder of its own: the recipe inside an `http {}` block as Debian's nginx.conf includes it, with
 * a self-signed certificate (openssl) where the recipe names certbot's, and the server's port
 * where it names 4173. `nginx -t` checks it as written; a running copy listens on free loopback
 * ports instead of 80 and 443.
 */
import { execFile, spawn, type ChildProcess } from "node:child_process";
import { chmodSync, existsSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { freePort } from "../../../scripts/test-postgres/free-port";

const run = promisify(execFile);
const ROOT = fileURLToPath(new URL("../../../", import.meta.url));
/** The name the recipes are written for, and the test certificate's. */
export const SITE_NAME = "www.example.co.uk";
const CERTBOT_LIVE = `/etc/letsencrypt/live/${SITE_NAME}`;

export const NO_NGINX = "nginx is not installed here (apt-get install nginx-light; CI installs it)";

/** Where Debian installs nginx, or null (then a test skips, and prints NO_NGINX). */
export function findNginx(): string | null {
  const found = ["/usr/sbin/nginx", "/usr/bin/nginx"].find((path) => existsSync(path)) ?? null;
  if (!found) console.warn(`Skipping the nginx tests: ${NO_NGINX}`);
  return found;
}

export interface NginxFolder {
  dir: string;
  /** The self-signed certificate, for the client to trust. */
  certificate: string;
  /** `nginx -t` on a recipe: its exit code and what nginx said. */
  check(
    recipe: string,
    options?: { withCertificate?: boolean },
  ): Promise<{ code: number; output: string }>;
  /** nginx running the recipe, on loopback ports of its own. */
  start(recipe: string): Promise<RunningNginx>;
}

export interface RunningNginx {
  httpPort: number;
  httpsPort: number;
  stop(): Promise<void>;
}

export async function nginxFolder(nginx: string, sitePort: number): Promise<NginxFolder> {
  const dir = mkdtempSync(join(tmpdir(), "kestrel-nginx-"));
  // Started as root (CI), nginx's workers run as nobody, and buffer large answers in here.
  chmodSync(dir, 0o755);
  const certificate = join(dir, "fullchain.pem");
  const key = join(dir, "privkey.pem");
  await run("openssl", [
    ...["req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "1"],
    ...["-keyout", key, "-out", certificate, "-subj", `/CN=${SITE_NAME}`],
    ...["-addext", `subjectAltName=DNS:${SITE_NAME}`],
  ]);

  function write(recipe: string, { withCertificate = true, ports = null as number[] | null }) {
    let site = readFileSync(join(ROOT, "deploy", recipe), "utf8")
      .replaceAll("127.0.0.1:4173", `127.0.0.1:${sitePort}`)
      .replaceAll("/var/www/certbot", join(dir, "webroot"));
    if (withCertificate) {
      site = site
        .replaceAll(`${CERTBOT_LIVE}/fullchain.pem`, certificate)
        .replaceAll(`${CERTBOT_LIVE}/privkey.pem`, key);
    }
    if (ports) {
      const [http, https] = ports;
      site = site
        .replace(/listen \[::\]:\d+[^;]*;/g, "")
        .replace(/listen 80;/g, `listen 127.0.0.1:${http};`)
        .replace(/listen 443 /g, `listen 127.0.0.1:${https} `);
    }
    const main = join(dir, `${recipe}.main.conf`);
    const temp = ["client_body", "proxy", "fastcgi", "uwsgi", "scgi"]
      .map((kind) => `${kind}_temp_path ${join(dir, kind)};`)
      .join("\n");
    writeFileSync(join(dir, recipe), site);
    writeFileSync(
      main,
      `pid ${join(dir, "nginx.pid")};\nevents {}\nhttp {\ninclude /etc/nginx/mime.types;\n` +
        `access_log off;\n${temp}\ninclude ${join(dir, recipe)};\n}\n`,
    );
    return main;
  }

  const args = (main: string) => ["-p", `${dir}/`, "-c", main, "-e", join(dir, "error.log")];
  return {
    dir,
    certificate,
    async check(recipe, { withCertificate = true } = {}) {
      const main = write(recipe, { withCertificate });
      return run(nginx, ["-t", ...args(main)]).then(
        ({ stdout, stderr }) => ({ code: 0, output: stdout + stderr }),
        (error: { code: number; stdout: string; stderr: string }) => ({
          code: error.code,
          output: error.stdout + error.stderr,
        }),
      );
    },
    async start(recipe) {
      const [httpPort, httpsPort] = [await freePort(), await freePort()] as [number, number];
      const main = write(recipe, { ports: [httpPort, httpsPort] });
      const child: ChildProcess = spawn(nginx, [...args(main), "-g", "daemon off;"], {
        stdio: ["ignore", "pipe", "pipe"],
      });
      let output = "";
      child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
      const exited = new Promise((resolve) => child.once("exit", resolve));
      // Up once its plain HTTP port answers.
      const deadline = Date.now() + 10_000;
      for (;;) {
        const up = await fetch(`http://127.0.0.1:${httpPort}/`, { redirect: "manual" }).then(
          () => true,
          () => false,
        );
        if (up) break;
        if (child.exitCode !== null || Date.now() > deadline) {
          throw new Error(`nginx did not start:\n${output}`);
        }
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      return {
        httpPort,
        httpsPort,
        async stop() {
          child.kill("SIGQUIT");
          await exited;
        },
      };
    },
  };
}
