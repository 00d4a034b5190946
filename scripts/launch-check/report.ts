import type { CheckRow, CheckStatus } from "./checks";

const STATUS_MARK: Record<CheckStatus, string> = { pass: "✔", fail: "✘", note: "note" };
const HEADINGS = {
  item: "Item",
  status: "Status",
  detail: "What was found, and what to change where",
};
/** With the item and status columns, a row fits in 100 columns. */
const DETAIL_WIDTH = 64;

/** Splits text into lines of at most `width` characters, at spaces where it can. */
function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split("\n")) {
    let line = "";
    // A space between two digits stays: "020 7946 0958" is one word here.
    for (const word of paragraph.split(/ (?!\d)|(?<!\d) /)) {
      if (line && line.length + 1 + word.length > width) {
        lines.push(line);
        line = word;
      } else {
        line = line ? `${line} ${word}` : word;
      }
    }
    lines.push(line);
  }
  return lines;
}

/** The table, then one summary line; `ready` is true when nothing failed. */
export function formatReport(rows: readonly CheckRow[]): { text: string; ready: boolean } {
  const itemWidth = Math.max(HEADINGS.item.length, ...rows.map((row) => row.item.length));
  const statusWidth = HEADINGS.status.length;
  const line = (item: string, status: string, detail: string) =>
    `${item.padEnd(itemWidth)}  ${status.padEnd(statusWidth)}  ${detail}`.trimEnd();
  const out = [
    line(HEADINGS.item, HEADINGS.status, HEADINGS.detail),
    line("─".repeat(itemWidth), "─".repeat(statusWidth), "─".repeat(DETAIL_WIDTH)),
  ];
  for (const row of rows) {
    const detail = wrap(row.finding, DETAIL_WIDTH);
    if (row.fix)
      detail.push(...wrap(`→ ${row.fix}`, DETAIL_WIDTH - 2).map((l, i) => (i ? `  ${l}` : l)));
    detail.forEach((text, index) =>
      out.push(index ? line("", "", text) : line(row.item, STATUS_MARK[row.status], text)),
    );
  }
  const failed = rows.filter((row) => row.status === "fail").length;
  const notes = rows.filter((row) => row.status === "note").length;
  const checked = rows.length - notes;
  const noteText = notes ? `; ${notes} ${notes === 1 ? "note" : "notes"} to read` : "";
  out.push(
    "",
    failed
      ? `✘ ${failed} of ${checked} items unresolved${noteText}: not ready to go live.`
      : `✔ All ${checked} items resolved${noteText}: ready to go live.`,
  );
  return { text: out.join("\n"), ready: failed === 0 };
}
