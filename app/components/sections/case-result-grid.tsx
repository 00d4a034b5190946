import { Check, TrendingDown } from "lucide-react";

interface CaseResult {
  /** Anonymised client, with its size: "UK logistics group (£40M revenue)". */
  client: string;
  context: string;
  findings: readonly string[];
  outcome: string;
}

/** Anonymised engagements: who the client was, what the audit found and what changed. */
export function CaseResultGrid({
  results,
  findingsLabel,
  note,
}: {
  results: readonly CaseResult[];
  findingsLabel: string;
  /** Small print under the cards, such as how the examples were anonymised. */
  note?: string;
}) {
  return (
    <>
      <ul className="mt-12 grid gap-6 lg:grid-cols-3">
        {results.map((result) => (
          <li
            key={result.client}
            className="flex flex-col rounded-card border border-line bg-surface p-6 shadow-card"
          >
            <h3 className="text-lg font-semibold text-ink">{result.client}</h3>
            <p className="mt-2 text-ink-muted">{result.context}</p>
            <p className="mt-5 text-sm font-semibold tracking-wide text-brand uppercase">
              {findingsLabel}
            </p>
            <ul className="mt-3 space-y-2">
              {result.findings.map((finding) => (
                <li key={finding} className="flex gap-2.5 text-ink">
                  <Check aria-hidden="true" className="mt-1 size-4 shrink-0 text-accent-strong" />
                  <span>{finding}</span>
                </li>
              ))}
            </ul>
            {/* mt-auto pins the outcome to the bottom so the three cards line up. */}
            <div className="mt-auto pt-6">
              <p className="flex gap-3 rounded-xl bg-accent-soft p-4 font-medium text-ink">
                <TrendingDown
                  aria-hidden="true"
                  className="mt-0.5 size-5 shrink-0 text-accent-strong"
                />
                <span>{result.outcome}</span>
              </p>
            </div>
          </li>
        ))}
      </ul>
      {note ? (
        <p className="mx-auto mt-8 max-w-3xl text-center text-sm text-ink-muted">{note}</p>
      ) : null}
    </>
  );
}
