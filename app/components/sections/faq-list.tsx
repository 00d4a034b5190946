import { ChevronDown } from "lucide-react";

interface Faq {
  question: string;
  answer: string;
}

/** Questions and answers on native <details>: keyboard, screen reader and no-JavaScript support for free. */
export function FaqList({ items }: { items: readonly Faq[] }) {
  return (
    <div className="mx-auto mt-12 max-w-3xl divide-y divide-line rounded-card border border-line bg-surface shadow-card">
      {items.map((item) => (
        <details key={item.question} className="group px-5 py-4 sm:px-6">
          <summary className="flex cursor-pointer list-none items-center justify-between gap-4 py-1 font-semibold text-ink [&::-webkit-details-marker]:hidden">
            {item.question}
            <ChevronDown
              aria-hidden="true"
              className="size-5 shrink-0 text-brand transition-transform group-open:rotate-180"
            />
          </summary>
          <p className="mt-3 text-ink-muted">{item.answer}</p>
        </details>
      ))}
    </div>
  );
}
