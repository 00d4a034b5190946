import { CheckCircle2, ShieldCheck } from "lucide-react";

/** A promise that removes the risk of saying yes, set apart on a dark panel so it is not skimmed past. */
export function GuaranteePanel({
  id,
  eyebrow,
  title,
  text,
  points,
}: {
  /** Id of the heading, for the surrounding section's aria-labelledby. */
  id?: string;
  eyebrow?: string;
  title: string;
  text: string;
  points?: readonly string[];
}) {
  return (
    <div className="mx-auto grid max-w-5xl items-center gap-8 rounded-3xl bg-night px-6 py-10 sm:px-12 sm:py-12 md:grid-cols-[auto_1fr]">
      <span className="inline-flex size-20 items-center justify-center rounded-full bg-night-raised text-accent sm:size-24">
        <ShieldCheck aria-hidden="true" className="size-10 sm:size-12" />
      </span>
      <div>
        {eyebrow ? (
          <p className="text-sm font-semibold tracking-widest text-accent uppercase">{eyebrow}</p>
        ) : null}
        <h2 id={id} className="mt-2 text-3xl font-bold tracking-tight text-balance text-white">
          {title}
        </h2>
        <p className="mt-4 text-lg text-night-muted">{text}</p>
        {points?.length ? (
          <ul className="mt-6 space-y-3">
            {points.map((point) => (
              <li key={point} className="flex gap-3 text-white">
                <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-accent" />
                <span>{point}</span>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </div>
  );
}
