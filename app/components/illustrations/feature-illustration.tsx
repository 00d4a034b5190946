import { ReactivationFeatureArt } from "./reactivation-feature-art";
import { ScaleFeatureArt } from "./scale-feature-art";

/** The decorative drawing beside a feature section; the surrounding copy carries the meaning. */
export function FeatureIllustration({
  name,
  className,
}: {
  name: "reactivation" | "scale";
  className?: string;
}) {
  return name === "reactivation" ? (
    <ReactivationFeatureArt className={className} />
  ) : (
    <ScaleFeatureArt className={className} />
  );
}
