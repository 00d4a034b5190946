/**
 * The owner's page against an attacker, on the real server: a huge sign-in body, a cookie kept
 * after sign-out, guessing spread over two instances of one PostgreSQL, and the owner's way back
 * in with `npm run admin:unlock`.
 */
import { expect, test } from "@playwright/test";
import { spawn } from "node:child_process";
import { request } from "node:http";
import { fileURLToPath } from "node:url";
import { createDatabase } from "./support/postgres";
import { adminCookie, startSite, type Site } from "./support/site-process";

const ROOT = fileURLToPath(new URL("../../", import.meta.url));
const PASSWORD = "fault-suite-admin-password";
const HUGE_BYTES = 50 * 1024 * 1024;
const LOGIN_ATTEMPTS = 10;

function signIn(site: Site, password: string): Promise<Response> {
  return fetch(`${site.origin}/admin/login`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: site.origin },
    body: new URLSearchParams({ password }),
    redirect: "manual",
  });
}

function leadsPage(site: Site, cookie: string): Promise<Response> {
  return fetch(`${site.origin}/admin/leads`, { headers: { cookie }, redirect: "manual" });
}

/** `npm run admin:unlock` with the server's settings, as the owner would run it on the host. */
function unlock(
  settings: Record<string, string>,
): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn("npm", ["run", "--silent", "admin:unlock"], {
      cwd: ROOT,
      env: { ...process.env, ...settings },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.once("exit", (code) => resolve({ code, output }));
  });
}

/** The embedded store's site, for the tests that need one server: started once for them. */
let site: Site;

test.describe("one server on the embedded store", () => {
  test.beforeAll(async () => {
    site = await startSite({ ADMIN_PASSWORD: PASSWORD });
  });
  test.afterAll(async () => {
    await site?.kill("SIGTERM");
  });

  test("a 50 MB sign-in body is answered 413 before it is sent, and the site keeps serving", async () => {
    let sentAtAnswer = 0;
    const status = await new Promise<number>((resolve, reject) => {
      const post = request(`${site.origin}/admin/login`, {
        method: "POST",
        headers: {
          "Content-Type": "application/x-www-form-urlencoded",
          "Content-Length": String(HUGE_BYTES),
          Origin: site.origin,
        },
      });
      post.once("response", (response) => {
        sentAtAnswer = sent;
        response.resume();
        resolve(response.statusCode ?? 0);
      });
      // The server may close the connection while the body is still on its way.
      post.on("error", (error) => (post.writableEnded ? undefined : reject(error)));
      const chunk = Buffer.alloc(1024 * 1024, "x");
      let sent = 0;
      const pump = () => {
        while (sent < HUGE_BYTES && !post.destroyed) {
          sent += chunk.length;
          if (!post.write(chunk)) return post.once("drain", pump);
        }
        post.end();
      };
      post.write("password=");
      pump();
    });
    expect(status).toBe(413);
    // Answered from the headers: most of the body had not even left the client.
    expect(sentAtAnswer).toBeLessThan(HUGE_BYTES / 2);
    expect((await fetch(site.url)).status).toBe(200);
    // Nothing was counted against the owner: the right password still signs in at once.
    expect((await signIn(site, PASSWORD)).status).toBe(303);
  });

  test("with the embedded store, admin:unlock reaches the running server", async () => {
    for (let attempt = 0; attempt < LOGIN_ATTEMPTS; attempt += 1) {
      expect((await signIn(site, `guess ${attempt}`)).status).toBe(401);
    }
    expect((await signIn(site, PASSWORD)).status).toBe(429);

    const { code, output } = await unlock({
      DATABASE_URL: "",
      ADMIN_PASSWORD: PASSWORD,
      DATA_DIR: site.dataDir,
    });
    expect(output).toContain("Sign-in unlocked by the running server");
    expect(code).toBe(0);
    expect((await signIn(site, PASSWORD)).status).toBe(303);
  });
});

test("two instances on one PostgreSQL: one sign-in limit, one sign-out, and the owner's way back in", async () => {
  const database = await createDatabase();
  const settings = { DATABASE_URL: database.url, ADMIN_PASSWORD: PASSWORD };
  const [first, second] = await Promise.all([startSite(settings), startSite(settings)]);
  try {
    // A cookie signed out on one instance is refused by the other.
    const cookie = await adminCookie(first, PASSWORD);
    expect((await leadsPage(second, cookie)).status).toBe(200);
    const signOut = await fetch(`${second.origin}/admin/logout`, {
      method: "POST",
      headers: { cookie, Origin: second.origin },
      redirect: "manual",
    });
    expect(signOut.status).toBe(303);
    const replayed = await leadsPage(first, cookie);
    expect(replayed.status).toBe(303);
    expect(replayed.headers.get("location")).toBe("/admin/login");

    // Ten guesses from one address, spread over both instances, lock that address out of both.
    for (let attempt = 0; attempt < LOGIN_ATTEMPTS; attempt += 1) {
      const instance = attempt % 2 ? second : first;
      expect((await signIn(instance, `guess ${attempt}`)).status).toBe(401);
    }
    expect((await signIn(first, PASSWORD)).status).toBe(429);
    expect((await signIn(second, PASSWORD)).status).toBe(429);

    const { code, output } = await unlock({ ...settings, DATA_DIR: first.dataDir });
    expect(output).toContain("Sign-in unlocked");
    expect(code).toBe(0);
    expect((await signIn(second, PASSWORD)).status).toBe(303);
  } finally {
    await Promise.all([first.kill("SIGTERM"), second.kill("SIGTERM")]);
    await database.drop();
  }
});
