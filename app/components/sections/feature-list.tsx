import { CheckCircle2 } from "lucide-react";

/** Features are written "Name: what it does"; the name is set in bold when present. */
function FeatureText({ feature }: { feature: string }) {
  const cut = feature.indexOf(": ");
  if (cut < 0) return <span>{feature}</span>;
  return (
    <span>
      <strong className="font-semibold">{feature.slice(0, cut)}:</strong> {feature.slice(cut + 2)}
    </span>
  );
}

/** The six "Key Features" of a service or agent, two columns from `md`. */
export function FeatureList({ title, features }: { title: string; features: readonly string[] }) {
  return (
    <div>
      <h2 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">{title}</h2>
      <ul className="mt-8 grid gap-4 md:grid-cols-2">
        {features.map((feature) => (
          <li
            key={feature}
            className="flex gap-3 rounded-card border border-line bg-surface p-5 text-ink"
          >
            <CheckCircle2
              aria-hidden="true"
              className="mt-0.5 size-5 shrink-0 text-accent-strong"
            />
            <FeatureText feature={feature} />
          </li>
        ))}
      </ul>
    </div>
  );
}
