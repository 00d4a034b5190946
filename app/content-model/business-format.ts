/** The business document's facts as the pages word them. */
import type { Business } from "./schemas/business-schema";

/** "Monday to Friday, 9am to 5.30pm": the hours as the pages word them. */
export function formatOpeningHours({ days, opens, closes }: Business["openingHours"]): string {
  const time = (hhmm: string) => {
    const [hours = 0, minutes = 0] = hhmm.split(":").map(Number);
    const clock = `${hours % 12 || 12}${minutes ? `.${String(minutes).padStart(2, "0")}` : ""}`;
    return `${clock}${hours < 12 ? "am" : "pm"}`;
  };
  return `${days[0]} to ${days[days.length - 1]}, ${time(opens)} to ${time(closes)}`;
}

export function formatAddress(address: Business["address"], separator = ", "): string {
  const { street, locality, city, postcode } = address;
  return [street, locality, city, postcode].join(separator);
}

/** A map centred on the office, for the footer's address. */
export function mapUrl({ latitude, longitude }: Business["geo"]): string {
  return `https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=18/${latitude}/${longitude}`;
}

/** "£99": a price in whole pounds as the pages say it. */
export function formatPounds(amount: number): string {
  return `£${amount}`;
}

/** The phone number as a link: "020 7946 0958" is tel:+442079460958. */
export function phoneHref(display: string): string {
  const digits = display.replace(/[^\d+]/g, "");
  return `tel:${digits.startsWith("+") ? digits : `+44${digits.slice(1)}`}`;
}
