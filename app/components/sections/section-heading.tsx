import type { ReactNode } from "react";
import { cn } from "~/lib/cn";

export function SectionHeading({
  eyebrow,
  title,
  intro,
  align = "center",
  id,
}: {
  eyebrow?: string;
  title: string;
  intro?: ReactNode;
  align?: "center" | "start";
  id?: string;
}) {
  return (
    <div className={cn("max-w-3xl", align === "center" && "mx-auto text-center")}>
      {eyebrow ? (
        <p className="text-sm font-semibold tracking-widest text-brand uppercase">{eyebrow}</p>
      ) : null}
      <h2
        id={id}
        className="mt-2 text-3xl font-bold tracking-tight text-balance text-ink sm:text-4xl"
      >
        {title}
      </h2>
      {intro ? <p className="mt-4 text-lg text-ink-muted">{intro}</p> : null}
    </div>
  );
}
