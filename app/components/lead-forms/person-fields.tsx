import type { ComponentProps } from "react";
import { UK_MOBILE_HINT } from "../../../lead-forms/uk-phone";
import { TextField } from "~/components/ui/field";

export type PersonFieldName = "firstName" | "lastName" | "email" | "phone";

/**
 * First name, last name, email and UK mobile, as both lead forms on the audit page ask for them.
 * `field` supplies each input's form binding (react-hook-form's `register`). `serverErrors`, the
 * server's messages after a post without scripts, are shown as the server wrote them and before
 * the form's own.
 */
export function PersonFields({
  field,
  errors,
  serverErrors = {},
}: {
  field: (name: PersonFieldName) => ComponentProps<"input">;
  errors: Partial<Record<PersonFieldName, { message?: string } | undefined>>;
  serverErrors?: Partial<Record<string, string>>;
}) {
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="First name"
          autoComplete="given-name"
          error={serverErrors.firstName ?? errors.firstName?.message}
          {...field("firstName")}
        />
        <TextField
          label="Last name"
          autoComplete="family-name"
          error={serverErrors.lastName ?? errors.lastName?.message}
          {...field("lastName")}
        />
      </div>
      <TextField
        label="Email"
        type="email"
        inputMode="email"
        autoComplete="email"
        error={serverErrors.email ?? errors.email?.message}
        {...field("email")}
      />
      <TextField
        label="Phone"
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        hint={UK_MOBILE_HINT}
        // The hint already says what a valid number looks like; the error only flags the field.
        error={serverErrors.phone ?? (errors.phone ? "Please check your mobile number" : undefined)}
        {...field("phone")}
      />
    </>
  );
}
