import { describe, expect } from "vitest";
import { test } from "../../tests/support/admin-site";
import { ATTRIBUTION_LABELS } from "../../lead-forms/attribution";
import { csvHeader, csvRows, LEAD_CSV_COLUMNS } from "../../tests/support/lead-contract";
import { csvCell } from "./admin-csv";
import { PAYMENT_COLUMNS } from "./payment-csv";

describe("admin pages", () => {
  test("exports CSV with a BOM, quoting, and no formula a spreadsheet would run", async ({
    admin,
  }) => {
    const leadId = await admin.saveLead({
      fields: {
        name: '=HYPERLINK("https://evil.example","Click")',
        email: "+44@example.com",
        subject: "-2+3",
        message: 'Line one\r\nLine "two", with a comma',
      },
    });
    await admin.saveLead({
      form: "exit-intent",
      fields: {
        firstName: "@SUM(A1)",
        lastName: "Jones",
        email: "sian@example.com",
        phone: "+447700900123",
        businessName: "\tTabbed",
        websiteUrl: "\rReturned",
        preferredTime: "Mornings",
      },
      deliveries: [{ hook: "exit-intent", body: "{}" }],
    });
    await admin.db.query("UPDATE deliveries SET state = 'delivered' WHERE lead_id = $1", [leadId]);

    const response = await admin.signedInGet(admin.site(), "/admin/leads.csv");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toMatch(
      /^attachment; filename="leads-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder("utf-8", { ignoreBOM: true }).decode(bytes);
    expect(text.startsWith('\uFEFF"lead_id",')).toBe(true);
    expect(csvHeader(text)).toEqual([...LEAD_CSV_COLUMNS, ...PAYMENT_COLUMNS, "owner_paid_email"]);
    expect(text).toContain(',"\'=HYPERLINK(""https://evil.example"",""Click"")",');
    expect(text).toContain(',"\'+44@example.com",');
    expect(text).toContain(',"\'-2+3",');
    expect(text).toContain(',"Line one\r\nLine ""two"", with a comma",');
    expect(text).toContain(',"\'@SUM(A1) Jones","sian@example.com","\'+447700900123",');
    expect(text).toContain(',"\'\tTabbed",');
    expect(text).toContain(',"\'\rReturned",');
    expect(text.endsWith("\r\n")).toBe(true);
    // Its own webhook's state; the attribution, empty for a lead sent without any; the owner's
    // email, empty where it is not set up; the payment's, empty for a lead nobody has paid for.
    const row = csvRows(text).find((cells) => cells.lead_id === leadId);
    const empty = [
      "exit-intent_webhook",
      "audit_webhook",
      ...Object.keys(ATTRIBUTION_LABELS),
      "owner_email",
      ...PAYMENT_COLUMNS,
      "owner_paid_email",
    ];
    expect(row).toMatchObject({
      contact_webhook: "delivered",
      ...Object.fromEntries(empty.map((column) => [column, ""])),
    });

    expect(csvCell("plain")).toBe('"plain"');
    expect(csvCell("=1+1")).toBe('"\'=1+1"');
    expect(csvCell('a "b", c')).toBe('"a ""b"", c"');
    expect(csvCell("")).toBe('""');
  });
});
