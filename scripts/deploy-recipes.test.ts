/**
 * The deploy recipes in deploy/ against what they serve: the paths and port the operator's guide
 * (docs/operations.md) and the server's config use, the settings the config parsers know, and
 * the hardening and TLS they promise.
 */
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { DEFAULT_PORT, parseServerConfig, SERVER_VARIABLES } from "../server/config";

const read = (file: string) =>
  readFileSync(fileURLToPath(new URL(`../${file}`, import.meta.url)), "utf8");
const UNIT = read("deploy/kestrel-site.service");
const NGINX = read("deploy/nginx.conf");
const BOOTSTRAP = read("deploy/nginx-bootstrap.conf");
const OPERATIONS = read("docs/operations.md");
const README = read("README.md");

/** Every value of a unit setting, in order. */
const unit = (key: string) =>
  [...UNIT.matchAll(new RegExp(`^${key}=(.*)$`, "gm"))].map(([, value]) => value ?? "");

describe("deploy/kestrel-site.service", () => {
  const [home] = unit("WorkingDirectory");

  it("runs the built server from the project folder on /usr/bin/node", () => {
    expect(home).toBe("/srv/kestrel-site");
    expect(unit("ExecStart")).toEqual([
      `/usr/bin/node --enable-source-maps ${home}/build/node/start.js`,
    ]);
    expect(OPERATIONS).toContain(home);
  });

  it("is hardened, and may write only the data folder the server uses by default", () => {
    const { dataDir } = parseServerConfig({}, { defaultDataDir: `${home}/data` });
    expect(unit("ReadWritePaths")).toEqual([dataDir]);
    expect(unit("ProtectSystem")).toEqual(["strict"]);
    expect(unit("NoNewPrivileges")).toEqual(["true"]);
    expect(unit("EnvironmentFile")).toEqual([`${home}/.env`]);
  });

  it("sets only variables the server or Node reads", () => {
    for (const setting of unit("Environment")) {
      const name = setting.split("=")[0] ?? "";
      expect([...SERVER_VARIABLES, "NODE_ENV"], name).toContain(name);
    }
  });
});

describe("deploy/nginx.conf", () => {
  it("passes to the server's port with the headers it reads", () => {
    expect(NGINX).toContain(`proxy_pass http://127.0.0.1:${DEFAULT_PORT};`);
    expect(NGINX).toContain("proxy_set_header Host $host;");
    expect(NGINX).toContain("proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;");
    expect(NGINX).toContain("proxy_set_header X-Forwarded-Proto $scheme;");
    expect(NGINX).toMatch(/TRUST_PROXY=1/);
    expect(SERVER_VARIABLES).toContain("TRUST_PROXY");
  });

  it("serves TLS, and plain HTTP only redirects to it, but for certbot's renewals", () => {
    // Not `http2 on;`, which Debian 12's nginx 1.22 refuses (tests/faults/nginx-recipe.spec.ts).
    expect(NGINX).toMatch(/listen 443 ssl http2;/);
    expect(NGINX).not.toMatch(/^\s*http2 on;/m);
    expect(NGINX).toMatch(/ssl_certificate /);
    const plain = /listen 80;[^]*?\n}/.exec(NGINX)?.[0] ?? "";
    expect(plain).toMatch(
      /location \/\.well-known\/acme-challenge\/ \{\s+root \/var\/www\/certbot;/,
    );
    expect(plain).toMatch(/location \/ \{\s+return 301 https:\/\//);
    expect(plain).not.toContain("proxy_pass");
  });
});

describe("deploy/nginx-bootstrap.conf", () => {
  it("answers certbot from the webroot deploy/nginx.conf renews from, and names no certificate", () => {
    expect(BOOTSTRAP).toMatch(
      /location \/\.well-known\/acme-challenge\/ \{\s+root \/var\/www\/certbot;/,
    );
    expect(BOOTSTRAP).toContain("certbot certonly --webroot -w /var/www/certbot");
    expect(BOOTSTRAP).not.toMatch(/^\s*(ssl_certificate|listen 443)/m);
    expect(BOOTSTRAP).toContain(`proxy_pass http://127.0.0.1:${DEFAULT_PORT};`);
  });
});

it("the operator's guide points at the recipes, and the README at the guide", () => {
  expect(OPERATIONS).toContain("deploy/kestrel-site.service");
  expect(OPERATIONS).toContain("deploy/nginx.conf");
  expect(OPERATIONS).toContain("deploy/nginx-bootstrap.conf");
  expect(README).toContain("(docs/operations.md)");
});
