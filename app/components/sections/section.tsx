import type { ComponentProps } from "react";
import { cn } from "~/lib/cn";

const tones = {
  plain: "bg-surface",
  muted: "bg-surface-muted",
} as const;

/**
 * A full-width band with the site's vertical rhythm and content width. `as="div"` for a band
 * around something that is a section of its own (a carousel with its heading): a <section> with
 * no heading of its own is a validator error.
 */
export function Section({
  tone = "plain",
  as: Tag = "section",
  className,
  children,
  ...props
}: Omit<ComponentProps<"section">, "ref"> & { tone?: keyof typeof tones; as?: "section" | "div" }) {
  return (
    <Tag className={cn(tones[tone], "py-16 sm:py-24", className)} {...props}>
      <div className="container-page">{children}</div>
    </Tag>
  );
}
