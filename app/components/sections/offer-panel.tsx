import { CheckList } from "~/components/ui/check-list";
import { ButtonLink } from "~/components/ui/button";
import type { CallToAction } from "~/content/types";

/** What an offer includes, as a short checklist, and the link to the page that sells it. */
export function OfferPanel({
  points,
  action,
}: {
  points: readonly string[];
  action: CallToAction;
}) {
  return (
    <div className="mx-auto mt-10 max-w-3xl">
      <CheckList points={points} className="grid gap-4 sm:grid-cols-2" />
      <div className="mt-10 text-center">
        <ButtonLink href={action.href} size="lg">
          {action.text}
        </ButtonLink>
      </div>
    </div>
  );
}
