import { href } from "~/lib/href";

/** The short notice beside every form: what the details are for, and where to read more. */
export function PrivacyNote({ purpose }: { purpose: string }) {
  return (
    <p className="text-sm text-ink-muted">
      {purpose} Read our{" "}
      <a href={href("/privacy")} className="font-medium text-brand underline underline-offset-4">
        privacy notice
      </a>{" "}
      for how we handle your data.
    </p>
  );
}
