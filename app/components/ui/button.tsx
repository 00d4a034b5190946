import { cva, type VariantProps } from "class-variance-authority";
import type { ComponentProps } from "react";
import { cn } from "~/lib/cn";

export const buttonVariants = cva(
  "inline-flex min-h-11 items-center justify-center gap-2 rounded-full text-center font-semibold transition-colors disabled:pointer-events-none disabled:opacity-60 [&_svg]:size-4 [&_svg]:shrink-0",
  {
    variants: {
      variant: {
        primary: "bg-brand text-white shadow-sm hover:bg-brand-strong",
        secondary: "border border-line bg-surface text-ink hover:border-brand hover:text-brand",
        light: "bg-white text-brand-strong shadow-sm hover:bg-brand-soft",
        outlineLight: "border border-white/60 text-white hover:bg-white/10",
        ghost: "text-ink hover:bg-surface-muted",
      },
      size: {
        md: "px-5 py-2.5 text-sm",
        lg: "px-6 py-3 text-base text-balance sm:px-7",
        icon: "size-11",
      },
    },
    defaultVariants: { variant: "primary", size: "md" },
  },
);

export type ButtonProps = ComponentProps<"button"> & VariantProps<typeof buttonVariants>;

export function Button({ className, variant, size, ...props }: ButtonProps) {
  return (
    <button
      data-slot="button"
      className={cn(buttonVariants({ variant, size }), className)}
      {...props}
    />
  );
}

/**
 * A link that looks like a button. A separate component rather than `asChild`: Radix Slot
 * would add its code to every page for the one case of styling a link.
 */
export function ButtonLink({
  className,
  variant,
  size,
  ...props
}: ComponentProps<"a"> & VariantProps<typeof buttonVariants>) {
  return (
    <a data-slot="button" className={cn(buttonVariants({ variant, size }), className)} {...props} />
  );
}
