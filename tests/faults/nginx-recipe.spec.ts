/**
 * The nginx recipe on the nginx a Debian 12 server has (1.22; CI installs nginx-light): both files
 * pass `nginx -t`, the bootstrap before any certificate exists, and a lead and the owner's sign-in
 * go through the real recipe over HTTPS to the built server, with the Secure cookie the admin
 * needs and the visitor's address passed on.
 */
import { expect, test } from "@playwright/test";
import { request } from "node:https";
import { readFileSync } from "node:fs";
import { uniqueEmail } from "../support/unique-email";
import {
  findNginx,
  nginxFolder,
  NO_NGINX,
  SITE_NAME,
  type NginxFolder,
  type RunningNginx,
} from "./support/nginx";
import { leads, startSite, type Site } from "./support/site-process";

const PASSWORD = "nginx-recipe-admin-password";
const nginx = findNginx();

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** One HTTPS request to nginx for the site's name, trusting the test's own certificate. */
function overHttps(
  proxy: RunningNginx,
  folder: NginxFolder,
  path: string,
  {
    method = "GET",
    headers = {},
    body,
  }: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const outgoing = request(
      {
        host: "127.0.0.1",
        port: proxy.httpsPort,
        servername: SITE_NAME,
        ca: readFileSync(folder.certificate),
        method,
        path,
        headers: { Host: SITE_NAME, ...headers },
      },
      (response) => {
        let text = "";
        response.on("data", (chunk: Buffer) => (text += chunk.toString()));
        response.on("end", () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body: text }),
        );
      },
    );
    outgoing.once("error", reject);
    outgoing.end(body);
  });
}

test.describe("deploy/nginx.conf on Debian's nginx", () => {
  test.skip(!nginx, NO_NGINX);

  let site: Site;
  let folder: NginxFolder;
  test.beforeAll(async () => {
    site = await startSite({ ADMIN_PASSWORD: PASSWORD, TRUST_PROXY: "1" });
    folder = await nginxFolder(nginx as string, Number(new URL(site.url).port));
  });
  test.afterAll(async () => {
    await site?.kill("SIGTERM");
  });

  test("both recipes pass nginx -t; the bootstrap needs no certificate, the full recipe does", async () => {
    const bootstrap = await folder.check("nginx-bootstrap.conf", { withCertificate: false });
    expect(bootstrap.code, bootstrap.output).toBe(0);
    const full = await folder.check("nginx.conf");
    expect(full.code, full.output).toBe(0);
    expect(full.output).toContain("test is successful");
    // Why the bootstrap exists: before certbot has run, the full recipe names missing files.
    const early = await folder.check("nginx.conf", { withCertificate: false });
    expect(early.code).not.toBe(0);
    expect(early.output).toContain("/etc/letsencrypt/live/www.example.co.uk/fullchain.pem");
  });

  test("a lead and the owner's sign-in go through it over HTTPS; plain HTTP redirects", async () => {
    const proxy = await folder.start("nginx.conf");
    try {
      const plain = await fetch(`http://127.0.0.1:${proxy.httpPort}/contact/`, {
        headers: { Host: SITE_NAME },
        redirect: "manual",
      });
      expect(plain.status).toBe(301);
      expect(plain.headers.get("location")).toBe(`https://${SITE_NAME}/contact/`);

      const email = uniqueEmail("through-nginx");
      const lead = await overHttps(proxy, folder, "/api/leads/contact", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(leads.contact(email)),
      });
      expect(lead.status, lead.body).toBe(201);

      const signIn = await overHttps(proxy, folder, "/admin/login", {
        method: "POST",
        headers: {
          "Content-Type": "application/x-www-form-urlencoded",
          Origin: `https://${SITE_NAME}`,
        },
        body: new URLSearchParams({ password: PASSWORD }).toString(),
      });
      expect(signIn.status, signIn.body).toBe(303);
      const [cookie] = (signIn.headers["set-cookie"] ?? []) as string[];
      expect(cookie).toMatch(/; Secure/i);

      const view = await overHttps(proxy, folder, "/admin/leads", {
        headers: { Cookie: (cookie ?? "").split(";")[0] ?? "" },
      });
      expect(view.status).toBe(200);
      expect(view.body).toContain(email);
    } finally {
      await proxy.stop();
    }
  });
});
