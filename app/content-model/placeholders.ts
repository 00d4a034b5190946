/**
 * Words in braces that the build fills in from the business and offers documents, so that a new
 * price or brand reaches every sentence that states it: "Book and pay {price}" is "Book and pay
 * £99" on the page. `{deadline}` is the urgency banner's and is filled in by the page itself.
 */
import { formatAddress, formatOpeningHours, formatPounds } from "./business-format.ts";
import type { Business } from "./schemas/business-schema";

export interface PlaceholderFacts {
  business: Business;
  offers: {
    auditPrice: number;
    auditCallMinutes: number;
    discoveryCallMinutes: number;
    enterpriseAuditDays: string;
    enterpriseMinRevenue: string;
  };
}

export function placeholderValues({ business, offers }: PlaceholderFacts): Record<string, string> {
  return {
    brand: business.brand,
    legalName: business.legalName,
    email: business.email,
    companyNumber: business.companyNumber,
    address: formatAddress(business.address),
    openingHours: formatOpeningHours(business.openingHours),
    price: formatPounds(offers.auditPrice),
    auditCallMinutes: String(offers.auditCallMinutes),
    discoveryCallMinutes: String(offers.discoveryCallMinutes),
    enterpriseAuditDays: offers.enterpriseAuditDays,
    enterpriseMinRevenue: offers.enterpriseMinRevenue,
  };
}

/** Filled in by the page: the banner's date, a founder's or an agent's name. */
const RUNTIME_PLACEHOLDERS = ["deadline", "name", "agentName"] as const;

const TOKEN = /\{([a-zA-Z]+)\}/g;

/** The names in braces a text uses that are neither filled in by the build nor at runtime. */
export function unknownPlaceholders(text: string, values: Record<string, string>): string[] {
  return [...text.matchAll(TOKEN)]
    .map(([, name = ""]) => name)
    .filter(
      (name) => !(name in values) && !(RUNTIME_PLACEHOLDERS as readonly string[]).includes(name),
    );
}

export function fillText(text: string, values: Record<string, string>): string {
  return text.replace(TOKEN, (token, name: string) => values[name] ?? token);
}

/** Every string in `value`, placeholders filled; numbers, booleans and shapes unchanged. */
function fillPlaceholders<T>(value: T, values: Record<string, string>): T {
  if (typeof value === "string") return fillText(value, values) as T;
  if (Array.isArray(value))
    return value.map((item: unknown) => fillPlaceholders(item, values)) as T;
  if (value && typeof value === "object") {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, fillPlaceholders(item, values)]),
    ) as T;
  }
  return value;
}

/** Each string in `value` with where it sits, for checks that name the field. */
export function* stringsWithPaths(
  value: unknown,
  path: (string | number)[] = [],
): Generator<{ path: (string | number)[]; text: string }> {
  if (typeof value === "string") yield { path, text: value };
  else if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) yield* stringsWithPaths(item, [...path, index]);
  } else if (value && typeof value === "object") {
    for (const [key, item] of Object.entries(value)) yield* stringsWithPaths(item, [...path, key]);
  }
}

/** The content as pages show it: every build-time placeholder filled in. */
export function filledContent<T extends PlaceholderFacts>(content: T): T {
  return fillPlaceholders(content, placeholderValues(content));
}
