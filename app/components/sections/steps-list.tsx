import { cn } from "~/lib/cn";

interface Step {
  title: string;
  description: string;
  /** How long the step takes or what it involves, shown as a small label ("30 minutes"). */
  detail?: string;
}

// Static class names so Tailwind can see them; five steps wrap 3 + 2 until there is room for a row.
const columnClasses: Record<number, string> = {
  3: "lg:grid-cols-3",
  4: "lg:grid-cols-4",
  5: "lg:grid-cols-3 xl:grid-cols-5",
};

/** A numbered process: an ordered list, so assistive technology announces "step 2 of 5". */
export function StepsList({ steps }: { steps: readonly Step[] }) {
  return (
    // role="list" keeps list semantics in Safari, which drops them when list markers are hidden.
    <ol
      role="list"
      className={cn(
        "mt-12 grid gap-5 sm:grid-cols-2",
        columnClasses[steps.length] ?? "lg:grid-cols-3",
      )}
    >
      {steps.map((step, index) => (
        <li
          key={step.title}
          className="flex flex-col rounded-card border border-line bg-surface p-6 shadow-card"
        >
          <div className="flex items-center justify-between gap-3">
            {/* The list already numbers the steps for screen readers. */}
            <span
              aria-hidden="true"
              className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-brand text-lg font-bold text-white"
            >
              {index + 1}
            </span>
            {step.detail ? (
              <span className="rounded-full bg-accent-soft px-3 py-1 text-xs font-semibold text-accent-strong">
                {step.detail}
              </span>
            ) : null}
          </div>
          <h3 className="mt-5 text-lg font-semibold text-ink">{step.title}</h3>
          <p className="mt-2 text-ink-muted">{step.description}</p>
        </li>
      ))}
    </ol>
  );
}
