import { href, Link } from "react-router";

/** The short notice beside every form: what the details are for, and where to read more. */
export function PrivacyNote({ purpose }: { purpose: string }) {
  return (
    <p className="text-sm text-ink-muted">
      {purpose} Read our{" "}
      <Link to={href("/privacy")} className="font-medium text-brand underline underline-offset-4">
        privacy notice
      </Link>{" "}
      for how we handle your data.
    </p>
  );
}
