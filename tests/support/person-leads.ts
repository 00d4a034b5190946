import type { LeadForm } from "../../lead-forms";
import { leadForms } from "../../server/leads/lead-forms";
import type { LeadStore, NewLead } from "../../server/store/lead-store";
import { parsePersonQuery, type PersonKey } from "../../server/store/person-key";

/** Someone who asks for their data: their details as they typed them on each form. */
export interface TestPerson {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
}

export const SIAN: TestPerson = {
  firstName: "Siân",
  lastName: "Jones",
  email: "Sian.Jones@Example.co.uk",
  phone: "07700 900123",
};

let sequence = 0;

/** What the person typed into `form`: on the contact and exit-intent forms, different each time. */
function typed(form: LeadForm, person: TestPerson): Record<string, string> {
  sequence += 1;
  const name = `${person.firstName} ${person.lastName}`;
  switch (form) {
    case "contact":
      return {
        name,
        email: person.email,
        subject: `Question number ${sequence}`,
        message: "Could you call me back about a new website?",
      };
    case "audit":
      // The form has nothing else to vary: a second audit lead within ten minutes is a duplicate.
      return { ...person };
    case "exit-intent":
      return {
        ...person,
        businessName: `Heat & Flow ${sequence}`,
        websiteUrl: "heatandflow.co.uk",
        preferredTime: "Mornings",
      };
  }
}

/**
 * A lead of `person` on `form` as the lead API stores it: validated by the form's own schema
 * (so the phone is stored as +447…) and with the deliveries the form plans.
 */
export function personLead(form: LeadForm, person: TestPerson = SIAN): NewLead {
  const { schema, deliveries } = leadForms[form];
  const fields = schema.parse(typed(form, person)) as Record<string, unknown>;
  return {
    form,
    fields,
    spam: false,
    deliveries: deliveries(fields),
    rateBucket: `lead:${form}:test`,
  };
}

/** What the owner types, as the key the store looks them up by; throws when it is neither. */
export function personKey(text: string): PersonKey {
  const parsed = parsePersonQuery(text);
  if (!parsed) throw new Error(`not a key: ${text}`);
  return parsed;
}

/** Saves a lead (personLead's by default) and returns its id. */
export async function storedLead(store: LeadStore, lead = personLead("contact")): Promise<string> {
  const { id } = await store.saveLead(lead, 0);
  if (!id) throw new Error("not stored");
  return id;
}

/** Another person, who shares nothing with SIAN. */
export const OTHER: TestPerson = {
  ...SIAN,
  email: "someone.else@example.com",
  phone: "07700 900999",
};
