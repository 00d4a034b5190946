import * as z from "zod";
import {
  boundedList,
  clockTime,
  emailAddress,
  group,
  httpsLink,
  line,
  ukPhone,
} from "../fields.ts";

const WEEKDAYS = [
  "Monday",
  "Tuesday",
  "Wednesday",
  "Thursday",
  "Friday",
  "Saturday",
  "Sunday",
] as const;

/** Full UK postcodes, "WC2H 9JQ", with or without the space. */
const UK_POSTCODE = /^[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2}$/i;
/** Companies House numbers: eight digits, or two letters and six digits (SC123456). */
const COMPANY_NUMBER = /^(\d{8}|[A-Z]{2}\d{6})$/;

/** The agency's facts: the header, footer, contact page and structured data all state them. */
export const businessSchema = z.object({
  brand: line({ label: "Brand name", help: "The name visitors know you by", max: 60 }),
  legalName: line({ label: "Registered company name", max: 120 }),
  companyNumber: z
    .string()
    .trim()
    .regex(COMPANY_NUMBER, "Enter the company number from Companies House, like 14829367")
    .meta({ label: "Company number" }),
  address: group(
    {
      street: line({ label: "Street", max: 120 }),
      locality: line({ label: "Area", max: 80 }),
      city: line({ label: "Town or city", max: 80 }),
      postcode: z
        .string()
        .trim()
        .regex(UK_POSTCODE, "Enter a UK postcode, like WC2H 9JQ")
        .meta({ label: "Postcode" }),
      country: z.literal("GB").meta({ label: "Country", help: "The United Kingdom" }),
    },
    {
      label: "Office address",
      help: "Shown in the footer, the contact page and to search engines",
    },
  ),
  geo: group(
    {
      latitude: z
        .number({ error: "Enter a latitude, like 51.51494" })
        .min(49.8, "Enter a latitude in the United Kingdom, between 49.8 and 60.9")
        .max(60.9, "Enter a latitude in the United Kingdom, between 49.8 and 60.9")
        .meta({ label: "Latitude" }),
      longitude: z
        .number({ error: "Enter a longitude, like -0.12363" })
        .min(-8.7, "Enter a longitude in the United Kingdom, between -8.7 and 1.8")
        .max(1.8, "Enter a longitude in the United Kingdom, between -8.7 and 1.8")
        .meta({ label: "Longitude" }),
    },
    {
      label: "Map pin",
      help: "Where the office is on the map: right-click it in a map and copy the numbers",
    },
  ),
  openingHours: group(
    {
      days: boundedList(
        z.enum(WEEKDAYS, { error: "Choose a day of the week" }).meta({ label: "Day" }),
        { label: "Days open", help: "In order, first day to last", max: 7 },
      ),
      opens: clockTime({ label: "Opens at" }),
      closes: clockTime({ label: "Closes at" }),
    },
    { label: "Opening hours", help: "London time" },
  ),
  areaServed: line({ label: "Area served", help: "Where you take clients", max: 80 }),
  email: emailAddress({ label: "Email address", help: "Shown on every page" }),
  phone: ukPhone({ label: "Phone number", help: "As visitors should read it" }),
  founders: boundedList(
    z
      .object({
        name: line({ label: "Name", max: 80 }),
        role: line({ label: "Role", max: 80 }),
        profileUrl: httpsLink({ label: "Profile link", help: "Their LinkedIn page" }),
      })
      .meta({ label: "Founder" }),
    { label: "Founders", help: "Shown on the contact page", max: 6 },
  ),
  profiles: boundedList(httpsLink({ label: "Profile link" }), {
    label: "The company's profiles",
    help: "Its LinkedIn and other pages, for search engines",
    min: 0,
    max: 10,
  }),
});

export type Business = z.infer<typeof businessSchema>;
