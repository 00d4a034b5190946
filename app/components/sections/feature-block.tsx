import { ArrowRight } from "lucide-react";
import { FeatureIllustration } from "~/components/illustrations/feature-illustration";
import { buttonVariants } from "~/components/ui/button";
import { ExternalLink } from "~/components/ui/external-link";
import type { FeatureBlock as FeatureBlockContent } from "~/content/types";
import { cn } from "~/lib/cn";

/** Text beside an illustration; the illustration sits on the right unless told otherwise. */
export function FeatureBlock({ block }: { block: FeatureBlockContent }) {
  const imageLeft = block.imagePosition === "left";
  const buttonClass = cn(buttonVariants({ variant: "secondary" }), "mt-8");
  return (
    <div className="grid items-center gap-10 lg:grid-cols-2 lg:gap-16">
      <div className={cn(imageLeft && "lg:order-2")}>
        <h2 className="text-3xl font-bold tracking-tight text-balance text-ink">{block.title}</h2>
        <p className="mt-4 text-lg text-ink-muted">{block.description}</p>
        {block.external ? (
          <ExternalLink href={block.buttonLink} className={buttonClass}>
            {block.buttonText}
            <ArrowRight aria-hidden="true" />
          </ExternalLink>
        ) : (
          <a href={block.buttonLink} className={buttonClass}>
            {block.buttonText}
            <ArrowRight aria-hidden="true" />
          </a>
        )}
      </div>
      <div
        className={cn(
          "mx-auto w-full max-w-md rounded-3xl bg-surface-muted p-6 lg:max-w-none",
          imageLeft && "lg:order-1",
        )}
      >
        <FeatureIllustration name={block.image} className="h-auto w-full" />
      </div>
    </div>
  );
}
