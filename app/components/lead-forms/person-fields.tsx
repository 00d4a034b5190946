import type { ComponentProps } from "react";
import { UK_MOBILE_HINT } from "../../../lead-forms/uk-phone";
import { TextField } from "~/components/ui/field";

export type PersonFieldName = "firstName" | "lastName" | "email" | "phone";

/**
 * First name, last name, email and UK mobile, as both lead forms on the audit page ask for them.
 * `field` supplies each input's form binding (react-hook-form's `register`).
 */
export function PersonFields({
  field,
  errors,
}: {
  field: (name: PersonFieldName) => ComponentProps<"input">;
  errors: Partial<Record<PersonFieldName, { message?: string } | undefined>>;
}) {
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="First name"
          autoComplete="given-name"
          error={errors.firstName?.message}
          {...field("firstName")}
        />
        <TextField
          label="Last name"
          autoComplete="family-name"
          error={errors.lastName?.message}
          {...field("lastName")}
        />
      </div>
      <TextField
        label="Email"
        type="email"
        inputMode="email"
        autoComplete="email"
        error={errors.email?.message}
        {...field("email")}
      />
      <TextField
        label="Phone"
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        hint={UK_MOBILE_HINT}
        // The hint already says what a valid number looks like; the error only flags the field.
        error={errors.phone ? "Please check your mobile number" : undefined}
        {...field("phone")}
      />
    </>
  );
}
