import { useId, type ComponentProps, type ReactNode } from "react";
import { cn } from "~/lib/cn";
import {
  CONTROL_BORDER,
  ERROR_TEXT_CLASS,
  errorIdOf,
  hintIdOf,
} from "../../../lead-forms/field-markup";

interface FieldControlProps {
  id: string;
  "aria-invalid": boolean;
  "aria-describedby"?: string;
  dir: "auto";
  className: string;
}

const controlClass =
  "block w-full rounded-xl border bg-surface px-4 py-3 text-base text-ink placeholder:text-ink-muted focus:border-brand focus:ring-2 focus:ring-brand/30 focus:outline-none";

/**
 * A visible label, the control, an optional hint and the error, wired together so assistive
 * technology announces the hint and the error with the field.
 */
function FieldFrame({
  label,
  hint,
  error,
  optional = false,
  className,
  children,
}: {
  label: string;
  hint?: string;
  error?: string;
  optional?: boolean;
  className?: string;
  children: (props: FieldControlProps) => ReactNode;
}) {
  const id = useId();
  const hintId = hintIdOf(id);
  const errorId = errorIdOf(id);
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(" ");
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-semibold text-ink">
        {label}
        {optional ? <span className="font-normal text-ink-muted"> (optional)</span> : null}
      </label>
      <div className="mt-1.5">
        {children({
          id,
          "aria-invalid": Boolean(error),
          "aria-describedby": describedBy || undefined,
          dir: "auto",
          className: cn(controlClass, error ? CONTROL_BORDER.invalid : CONTROL_BORDER.valid),
        })}
      </div>
      {hint ? (
        <p id={hintId} className="mt-1.5 text-sm text-ink-muted">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className={ERROR_TEXT_CLASS}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

type FieldText = { label: string; hint?: string; error?: string; optional?: boolean };

export function TextField({
  label,
  hint,
  error,
  optional,
  className,
  ...input
}: FieldText & ComponentProps<"input">) {
  return (
    <FieldFrame label={label} hint={hint} error={error} optional={optional} className={className}>
      {/* An explicit type even for text: some checkers and assistive tools read only the attribute. */}
      {(control) => <input type="text" {...input} {...control} />}
    </FieldFrame>
  );
}

export function TextAreaField({
  label,
  hint,
  error,
  optional,
  className,
  ...textarea
}: FieldText & ComponentProps<"textarea">) {
  return (
    <FieldFrame label={label} hint={hint} error={error} optional={optional} className={className}>
      {(control) => <textarea rows={6} {...textarea} {...control} />}
    </FieldFrame>
  );
}
