import type { ComponentProps } from "react";
import { href } from "~/lib/href";
import { site } from "~/config/site";
import { cn } from "~/lib/cn";

/** The kestrel mark: drawn inline so the header needs no image request. */
function LogoMark({ className }: { className?: string }) {
  return (
    <svg
      viewBox="0 0 32 32"
      width={32}
      height={32}
      aria-hidden="true"
      focusable="false"
      className={className}
    >
      <rect width="32" height="32" rx="9" className="fill-brand" />
      <path d="M7 20.5 16 8l4.2 6.1L25 11l-4.6 12.4-4.1-5.2L7 20.5Z" className="fill-white" />
      <circle cx="19.6" cy="13.4" r="1.3" className="fill-brand" />
    </svg>
  );
}

type LogoProps = Omit<ComponentProps<"a">, "to" | "children"> & { tone?: "dark" | "light" };

export function Logo({ className, tone = "dark", ...props }: LogoProps) {
  return (
    <a
      href={href("/")}
      {...props}
      className={cn(
        "inline-flex min-h-11 items-center gap-2.5 rounded-lg text-lg font-bold tracking-tight",
        tone === "dark" ? "text-ink" : "text-white",
        className,
      )}
    >
      <LogoMark className="size-8" />
      <span>{site.brand}</span>
      <span className="sr-only">, home</span>
    </a>
  );
}
