import type { ComponentProps } from "react";
import { cn } from "~/lib/cn";

const tones = {
  plain: "bg-surface",
  muted: "bg-surface-muted",
} as const;

/** A full-width band with the site's vertical rhythm and content width. */
export function Section({
  tone = "plain",
  className,
  children,
  ...props
}: ComponentProps<"section"> & { tone?: keyof typeof tones }) {
  return (
    <section className={cn(tones[tone], "py-16 sm:py-24", className)} {...props}>
      <div className="container-page">{children}</div>
    </section>
  );
}
