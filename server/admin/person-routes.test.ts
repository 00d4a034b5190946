import { describe, expect } from "vitest";
import { test, type AdminSite, type Site } from "../../tests/support/admin-site";
import { personLead, SIAN } from "../../tests/support/person-leads";
import { feedbackInStore } from "../leads/feedback-tokens";
import type { LogFields } from "../log";
import { parsePersonQuery } from "../store/person-key";

const OTHER = { ...SIAN, email: "someone.else@example.com", phone: "07700 900999" };
const sianKey = () => parsePersonQuery(SIAN.email) ?? { kind: "email", email: "" };

async function saveAll(admin: AdminSite, ...leads: ReturnType<typeof personLead>[]) {
  const ids: string[] = [];
  for (const lead of leads) {
    const { id } = await admin.store.saveLead(lead, 0);
    if (!id) throw new Error("not stored");
    ids.push(id);
  }
  return ids;
}

const post = async (
  admin: AdminSite,
  app: Site,
  path: string,
  form: Record<string, string>,
  headers = {},
) =>
  app.request(path, {
    method: "POST",
    headers: { Cookie: await admin.validCookie(), ...headers },
    body: new URLSearchParams(form),
  });

describe("one person's data on the owner's page", () => {
  test("finds their leads on every form, downloads them, and erases them after a confirmation", async ({
    admin,
  }) => {
    const [contact, audit, popup] = await saveAll(
      admin,
      personLead("contact"),
      personLead("audit"),
      personLead("exit-intent"),
    );
    const [other] = await saveAll(admin, personLead("audit", OTHER));
    // Kept form answers live in the same store: an erasure takes theirs with the leads.
    const feedback = feedbackInStore(() => admin.store);
    const problem = { form: "contact", outcome: "problem", message: "", errors: {} } as const;
    const theirs = await feedback.keep(
      { ...problem, values: { email: SIAN.email.toUpperCase() } },
      "sender-a",
    );
    const someoneElses = await feedback.keep(
      { ...problem, values: { email: OTHER.email } },
      "sender-b",
    );
    const events: (LogFields & { event: string })[] = [];
    const app = admin.site({ log: (event, fields) => events.push({ event, ...fields }) });

    const start = await admin.signedInGet(app, "/admin/people");
    expect(start.status).toBe(200);
    expect(await start.text()).toContain('action="/admin/people"');
    expect(await (await admin.signedInGet(app, "/admin/leads")).text()).toContain(
      'href="/admin/people"',
    );

    const found = await (
      await post(admin, app, "/admin/people", { q: " sian.jones@EXAMPLE.co.uk " })
    ).text();
    for (const id of [contact, audit, popup]) expect(found).toContain(`id="lead-${id}"`);
    expect(found).not.toContain(`lead-${other}`);
    expect(found).toContain("3 leads from sian.jones@EXAMPLE.co.uk");
    // By phone: the two forms that ask for one.
    const byPhone = await (
      await post(admin, app, "/admin/people", { q: "+44 7700 900 123" })
    ).text();
    expect(byPhone).toContain(`id="lead-${audit}"`);
    expect(byPhone).not.toContain(`id="lead-${contact}"`);

    const download = await post(admin, app, "/admin/people/export", { q: SIAN.email });
    expect(download.headers.get("content-type")).toBe("application/json; charset=utf-8");
    expect(download.headers.get("content-disposition")).toMatch(
      /^attachment; filename="person-data-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    const copy = (await download.json()) as { leads: { id: string; form: string }[] };
    expect(copy.leads.map((lead) => lead.form).sort()).toEqual(["audit", "contact", "exit-intent"]);

    // The first press only asks.
    const confirm = await post(admin, app, "/admin/people/erase", { q: SIAN.email });
    const confirmPage = await confirm.text();
    expect(confirm.status).toBe(200);
    expect(confirmPage).toContain("Erase for good");
    expect(confirmPage).toContain("3 leads, 4 deliveries");
    expect(await admin.store.findPerson(sianKey())).toHaveLength(3);

    const erase = await post(admin, app, "/admin/people/erase", { q: SIAN.email, confirm: "yes" });
    expect(erase.status).toBe(303);
    const location = erase.headers.get("location") ?? "";
    expect(location).toMatch(/^\/admin\/people\?erased=\d+$/);
    expect(await admin.store.findPerson(sianKey())).toEqual([]);
    expect((await admin.store.listLeads({ limit: 10 })).leads.map((lead) => lead.id)).toEqual([
      other,
    ]);
    expect(await feedback.find(theirs)).toBeUndefined();
    expect(await feedback.find(someoneElses)).toBeDefined();

    const after = await (await admin.signedInGet(app, location)).text();
    expect(after).toContain("Erased: 3 leads, 4 deliveries, 1 kept form answer.");
    expect(after).toContain('id="erasure-');
    // The log says what happened, never to whom.
    expect(events.map((entry) => entry.event)).toEqual(["person-exported", "person-erased"]);
    expect(events[1]).toMatchObject({ matchedBy: "email", leads: 3, deliveries: 4, feedback: 1 });
    expect(JSON.stringify(events)).not.toMatch(/sian|jones|7700/i);
  });

  test("refuses what is not an email or phone, and changes nothing for a stranger or a signed-out post", async ({
    admin,
  }) => {
    await saveAll(admin, personLead("contact"));
    const app = admin.site();
    const bad = await post(admin, app, "/admin/people", { q: "Siân" });
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain("Enter an email address or a phone number");
    expect(
      (await post(admin, app, "/admin/people/erase", { q: "0770", confirm: "yes" })).status,
    ).toBe(400);

    const erase = { q: SIAN.email, confirm: "yes" };
    const host = { Host: "leads.example.co.uk" };
    const foreign: Record<string, string>[] = [
      { Origin: "https://evil.example" },
      { Origin: "null" },
      { "Sec-Fetch-Site": "cross-site" },
      { "Sec-Fetch-Site": "same-site", Origin: "https://leads.example.co.uk" },
    ];
    for (const headers of foreign) {
      for (const path of ["/admin/people", "/admin/people/export", "/admin/people/erase"]) {
        const response = await app.request(`http://leads.example.co.uk${path}`, {
          method: "POST",
          headers: { ...host, Cookie: await admin.validCookie(), ...headers },
          body: new URLSearchParams(erase),
        });
        expect(response.status, `${path} ${JSON.stringify(headers)}`).toBe(403);
      }
    }
    const signedOut = await app.request("/admin/people/erase", {
      method: "POST",
      body: new URLSearchParams(erase),
    });
    expect(signedOut.headers.get("location")).toBe("/admin/login");
    expect((await app.request("/admin/people")).headers.get("location")).toBe("/admin/login");
    expect(await admin.store.findPerson(sianKey())).toHaveLength(1);
    expect(await admin.store.listErasures()).toEqual([]);
  });
});
