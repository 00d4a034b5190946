import { expect, it } from "vitest";
import { describeLeadStore } from "../../tests/support/lead-store-fixtures";
import {
  OTHER,
  personKey as key,
  personLead,
  SIAN,
  storedLead,
} from "../../tests/support/person-leads";

/** Finding, copying and erasing one person's data (person-data.ts), on both engines. */
describeLeadStore("one person's data", (t) => {
  const stored = (lead = personLead("contact")) => storedLead(t.store, lead);

  it("exports a person with leads on all three forms, and nobody else's", async () => {
    const contact = await stored(personLead("contact"));
    const audit = await stored(personLead("audit"));
    const popup = await stored(personLead("exit-intent"));
    const spam = await stored({ ...personLead("contact"), spam: true });
    await stored(personLead("audit", OTHER));

    const copy = await t.store.exportPerson(key("sian.jones@example.CO.UK"));
    expect(copy.matchedBy).toBe("email");
    expect(Date.parse(copy.exportedAt)).not.toBeNaN();
    expect(copy.leads.map((lead) => lead.id).sort()).toEqual([contact, audit, popup, spam].sort());
    const byId = new Map(copy.leads.map((lead) => [lead.id, lead]));
    expect(byId.get(audit)).toMatchObject({
      form: "audit",
      formName: "£99 audit",
      spam: false,
      fields: { firstName: "Siân", email: SIAN.email, phone: "+447700900123" },
    });
    expect(byId.get(popup)).toMatchObject({
      form: "exit-intent",
      fields: { businessName: expect.stringContaining("Heat & Flow") },
    });
    expect(byId.get(spam)).toMatchObject({ spam: true });
    // Each lead's deliveries, with what each receiver was sent; the spam lead has none.
    const deliveries = copy.deliveries as { leadId: string; channel: string; sent: unknown }[];
    expect(
      deliveries.map((d) => `${d.leadId === popup ? "popup" : d.leadId}:${d.channel}`),
    ).toEqual(expect.arrayContaining(["popup:exit-intent", "popup:audit"]));
    expect(deliveries.filter((d) => d.leadId === contact)).toEqual([
      expect.objectContaining({ channel: "contact", state: "pending", sent: expect.any(Object) }),
    ]);
    expect(deliveries.filter((d) => d.leadId === spam)).toEqual([]);
    // JSON all the way: what the owner downloads reads back the same.
    expect(JSON.parse(JSON.stringify(copy)).leads).toHaveLength(4);
    expect(JSON.stringify(copy)).not.toContain("someone.else");
  });

  it("finds by phone however it is written: the forms that ask for one", async () => {
    await stored(personLead("contact"));
    const audit = await stored(personLead("audit"));
    const popup = await stored(personLead("exit-intent"));
    // A bot's post is never validated: its number is kept as typed.
    const spam = await stored({
      ...personLead("contact"),
      spam: true,
      fields: { name: "x", phone: "+44 (0)7700-900-123" },
    });
    for (const spelling of ["07700 900123", "+447700900123", "0044 7700 900 123"]) {
      const found = await t.store.findPerson(key(spelling));
      expect(found.map((lead) => lead.id).sort(), spelling).toEqual([audit, popup, spam].sort());
    }
    const [newest] = await t.store.findPerson(key(SIAN.email));
    expect(newest?.deliveries.length).toBeGreaterThan(0);
    expect(await t.store.findPerson(key("07700 900124"))).toEqual([]);
  });

  it("hands over their paid audit, and on erasure keeps its amount for the accounts but not whose it was", async () => {
    const audit = await stored(personLead("audit"));
    const other = await stored(personLead("audit", OTHER));
    const paid = (lead: string, n: number) =>
      t.store.recordPaid(
        {
          eventId: `evt_${n}`,
          eventType: "checkout.session.completed",
          sessionId: `cs_test_${n}`,
          clientReferenceId: lead,
          paymentIntent: `pi_${n}`,
          amount: 9900,
          currency: "gbp",
          paidAt: new Date(),
        },
        { review: () => null },
      );
    await paid(audit, 1);
    await paid(other, 2);

    const copy = await t.store.exportPerson(key(SIAN.email));
    expect(copy.payments).toEqual([
      expect.objectContaining({ leadId: audit, currency: "gbp", stripeSession: "cs_test_1" }),
    ]);

    const record = await t.store.erasePerson(key(SIAN.email));
    expect(record.counts).toMatchObject({ leads: 1, paymentsUnlinked: 1 });
    const rows = await t.db.query<{ lead_id: string | null; client_reference_id: string | null }>(
      "SELECT lead_id::text, client_reference_id, amount FROM payments ORDER BY id",
    );
    expect(rows).toEqual([
      { lead_id: null, client_reference_id: null, amount: expect.anything() },
      { lead_id: other, client_reference_id: other, amount: expect.anything() },
    ]);
  });

  it("erases their leads and deliveries, keeps everyone else's, and records only counts", async () => {
    await stored(personLead("contact"));
    await stored(personLead("exit-intent"));
    const other = await stored(personLead("audit", OTHER));

    const record = await t.store.erasePerson(key("SIAN.JONES@example.co.uk"));
    expect(record).toMatchObject({
      matchedBy: "email",
      counts: { leads: 2, deliveries: 3, deliveriesInFlight: 0, feedback: 0, paymentsUnlinked: 0 },
    });
    expect(await t.store.findPerson(key(SIAN.email))).toEqual([]);
    expect(await t.count("leads")).toBe(1);
    expect(await t.count("deliveries")).toBe(1);
    expect((await t.store.findPerson(key(OTHER.email)))[0]?.id).toBe(other);

    const [listed] = await t.store.listErasures();
    expect(listed).toEqual(record);
    const rows = await t.db.query("SELECT * FROM person_erasures");
    expect(JSON.stringify(rows)).not.toMatch(/sian|7700|jones/i);

    // A request for someone with nothing stored is answered and recorded too.
    const nothing = await t.store.erasePerson(key("07700 900555"));
    expect(nothing.counts).toEqual({
      leads: 0,
      deliveries: 0,
      deliveriesInFlight: 0,
      feedback: 0,
      paymentsUnlinked: 0,
    });
    expect((await t.store.listErasures()).map((erasure) => erasure.id)).toEqual([
      nothing.id,
      record.id,
    ]);
  });

  it("erases during a burst of leads from the same person: each lead goes whole or stays whole", async () => {
    const burst = Array.from({ length: 24 }, (_, n) =>
      personLead(n % 2 ? "contact" : "exit-intent"),
    );
    // A few are stored before the erasure starts; the rest race it.
    const before = await Promise.all(burst.slice(0, 4).map((lead) => t.store.saveLead(lead, 0)));
    const racing = burst.slice(4).map((lead) => t.store.saveLead(lead, 0));
    const record = await t.store.erasePerson(key(SIAN.email));
    const saved = [...before, ...(await Promise.all(racing))];
    expect(saved.every((result) => result.outcome === "stored")).toBe(true);
    const erased = {
      leads: record.counts.leads ?? NaN,
      deliveries: record.counts.deliveries ?? NaN,
    };

    const left = await t.store.findPerson(key(SIAN.email));
    expect(erased.leads + left.length).toBe(burst.length);
    expect(erased.leads).toBeGreaterThanOrEqual(4);
    // No lead without its deliveries, no delivery without its lead.
    for (const lead of left) {
      expect(lead.deliveries.length, lead.form).toBe(lead.form === "exit-intent" ? 2 : 1);
    }
    const [orphans] = await t.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM deliveries d WHERE NOT EXISTS (SELECT 1 FROM leads l WHERE l.id = d.lead_id)",
    );
    expect(orphans?.n).toBe(0);
    const deliveries = left.reduce((sum, lead) => sum + lead.deliveries.length, 0);
    expect(await t.count("deliveries")).toBe(deliveries);
    expect(erased.deliveries + deliveries).toBe(
      burst.reduce((sum, lead) => sum + lead.deliveries.length, 0),
    );

    // What arrived after the erasure is theirs to ask about again: a second erasure takes it.
    const again = await t.store.erasePerson(key(SIAN.email));
    expect(again.counts.leads).toBe(left.length);
    expect(await t.count("leads")).toBe(0);
    expect(await t.count("deliveries")).toBe(0);
  });
});
