import { describe, expect, it } from "vitest";
import type { DeliveryView, LeadView } from "../store/lead-store";
import { csvHeader, csvRows, LEAD_CSV_COLUMNS, readCsv } from "../../tests/support/lead-contract";
import { csvCell, leadsCsv } from "./admin-csv";

const DANGEROUS = [
  "safe;=1+1",
  "x\t=1+1",
  '=HYPERLINK("https://evil.example","Click")',
  "-1",
  "+44@example.com",
  "@SUM(A1)",
  "\tTabbed",
  "\rReturned",
  'Line one\r\nLine "two", with a comma',
  "a;-2+3\t@SUM(A1),=1",
  "\t=1+1",
  "a;\t\r=1",
  "Hi\n=cmd|' /C calc'!A0;",
];

function lead(fields: Record<string, string>): LeadView {
  return {
    id: "0b5c3d1e-4a7f-4f7e-9d2b-6f1a2b3c4d5e",
    form: "exit-intent",
    receivedAt: new Date("2025-10-05T09:30:00Z"),
    fields,
    spam: false,
    deliveries: [],
  };
}

describe("csvCell", () => {
  it("quotes every cell, and doubles the quotes inside", () => {
    expect(csvCell("plain")).toBe('"plain"');
    expect(csvCell("")).toBe('""');
    expect(csvCell('a "b", c')).toBe('"a ""b"", c"');
    expect(csvCell("2025-10-05T09:30:00.000Z")).toBe('"2025-10-05T09:30:00.000Z"');
  });

  it.each([
    ["=1+1", `"'=1+1"`],
    ['=HYPERLINK("https://evil.example")', `"'=HYPERLINK(""https://evil.example"")"`],
    ["-1", `"'-1"`],
    ["+447700900123", `"'+447700900123"`],
    ["@SUM(A1)", `"'@SUM(A1)"`],
    ["\t=1+1", `"'\t'=1+1"`],
    ["\r=1+1", `"'\r'=1+1"`],
    ["safe;=1+1", `"safe;'=1+1"`],
    ["x\t=1+1", `"x\t'=1+1"`],
    ["Line one\r\n-2+3", `"Line one\r\n'-2+3"`],
    ["a;-1;+1;@x", `"a;'-1;'+1;'@x"`],
  ])("keeps %j as text: an apostrophe wherever a formula could start a cell", (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });

  it("leaves text that only looks close alone", () => {
    for (const value of [
      "a=b",
      "x - y",
      "jo@example.com",
      "5;6",
      "Tabs\tand;semicolons",
      "O'Brien",
    ]) {
      expect(csvCell(value)).toBe(`"${value}"`);
    }
  });
});

describe("leadsCsv", () => {
  const csv = leadsCsv(
    DANGEROUS.map((value, index) =>
      lead({
        firstName: value,
        lastName: String(index),
        email: value,
        phone: value,
        businessName: value,
        websiteUrl: value,
        preferredTime: value,
      }),
    ),
  );

  it("starts with a BOM and a quoted header, and ends every row with CRLF", () => {
    expect(csv.startsWith('\uFEFF"lead_id",')).toBe(true);
    expect(csvHeader(csv).slice(0, LEAD_CSV_COLUMNS.length)).toEqual(LEAD_CSV_COLUMNS);
    expect(csv.endsWith('"\r\n')).toBe(true);
    expect(readCsv(csv, ",")).toHaveLength(DANGEROUS.length + 1);
  });

  it("quotes every cell, headers included", () => {
    // Written again with every cell quoted, what a comma-splitting reader saw is the file itself.
    const quoted = readCsv(csv, ",")
      .map((row) => row.map((cell) => `"${cell.replaceAll('"', '""')}"`).join(","))
      .join("\r\n");
    expect(csv).toBe(`\uFEFF${quoted}\r\n`);
  });

  it("reads back, split on commas, as each value made safe", () => {
    csvRows(csv).forEach((row, index) => {
      const value = DANGEROUS[index] ?? "";
      // Exactly what csvCell quoted.
      expect(`"${(row.business_name ?? "").replaceAll('"', '""')}"`).toBe(csvCell(value));
    });
  });

  it.each([
    ["commas", ","],
    ["semicolons", ";"],
    ["tabs", "\t"],
  ])("gives a spreadsheet that splits on %s no cell that starts a formula", (_, separator) => {
    const rows = readCsv(csv, separator);
    expect(rows.length).toBeGreaterThan(DANGEROUS.length);
    for (const row of rows) {
      for (const cell of row) expect(cell, JSON.stringify(cell)).not.toMatch(/^[=+\-@\t\r]/);
    }
  });
});

describe("leadsCsv's delivery columns", () => {
  const delivery = (hook: DeliveryView["hook"], state: DeliveryView["state"]): DeliveryView => ({
    id: hook,
    hook,
    state,
    attempts: 1,
    nextAttemptAt: new Date("2025-10-05T09:30:00Z"),
    lastAttemptAt: null,
    lastStatus: null,
    lastError: null,
    deliveredAt: null,
  });
  it("has a column for the owner's email beside each webhook's", () => {
    const csv = leadsCsv([
      {
        ...lead({ firstName: "Rhys" }),
        deliveries: [delivery("exit-intent", "delivered"), delivery("owner-email", "failed")],
      },
      { ...lead({ firstName: "Ada" }), deliveries: [delivery("exit-intent", "pending")] },
    ]);
    expect(csvRows(csv)).toEqual([
      expect.objectContaining({ "exit-intent_webhook": "delivered", owner_email: "failed" }),
      // A lead from before the email was set up has none.
      expect.objectContaining({ "exit-intent_webhook": "pending", owner_email: "" }),
    ]);
  });
});
