import { PERSON_LABELS as labels } from "../../../lead-forms/definition";
import { UK_MOBILE_HINT, UK_MOBILE_INVALID } from "../../../lead-forms/uk-phone";
import { Field, type FieldOf } from "./form";

type PersonFieldName = "firstName" | "lastName" | "email" | "phone";

const PersonField: FieldOf<Record<PersonFieldName, string>> = Field;

/**
 * First name, last name, email and UK mobile, as both lead forms on the audit page ask for them,
 * inside their Form, which binds them and shows the server's messages before the form's own.
 */
export function PersonFields() {
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <PersonField name="firstName" label={labels.firstName} autoComplete="given-name" />
        <PersonField name="lastName" label={labels.lastName} autoComplete="family-name" />
      </div>
      <PersonField
        name="email"
        label={labels.email}
        // Not type="email": its own check refuses addresses the schema takes (zoë@example.com),
        // and the £99 form's button follows the browser's checks (html-constraints.ts).
        inputMode="email"
        autoComplete="email"
        autoCapitalize="none"
        spellCheck={false}
      />
      <PersonField
        name="phone"
        label={labels.phone}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        hint={UK_MOBILE_HINT}
        invalidText={UK_MOBILE_INVALID}
      />
    </>
  );
}
