/**
 * Ofcom keeps these UK number ranges out of service for TV and radio drama, so a number from one of
 * them reaches nobody. The site ships with one (020 7946 0958), which is fine in a demo and wrong
 * on a live site. Each range is 1,000 numbers: the prefix plus any three digits, 11 digits in all.
 */
const DRAMA_RANGES = [
  { prefix: "01134960", label: "0113 496 0000–0999 (Leeds)" },
  { prefix: "01144960", label: "0114 496 0000–0999 (Sheffield)" },
  { prefix: "01154960", label: "0115 496 0000–0999 (Nottingham)" },
  { prefix: "01164960", label: "0116 496 0000–0999 (Leicester)" },
  { prefix: "01174960", label: "0117 496 0000–0999 (Bristol)" },
  { prefix: "01184960", label: "0118 496 0000–0999 (Reading)" },
  { prefix: "01214960", label: "0121 496 0000–0999 (Birmingham)" },
  { prefix: "01314960", label: "0131 496 0000–0999 (Edinburgh)" },
  { prefix: "01414960", label: "0141 496 0000–0999 (Glasgow)" },
  { prefix: "01514960", label: "0151 496 0000–0999 (Liverpool)" },
  { prefix: "01614960", label: "0161 496 0000–0999 (Manchester)" },
  { prefix: "02079460", label: "020 7946 0000–0999 (London)" },
  { prefix: "01914980", label: "0191 498 0000–0999 (Tyneside)" },
  { prefix: "02896496", label: "028 9649 6000–6999 (Northern Ireland)" },
  { prefix: "02920180", label: "029 2018 0000–0999 (Cardiff)" },
  { prefix: "01632960", label: "01632 960000–960999 (no area)" },
  { prefix: "07700900", label: "07700 900000–900999 (mobile)" },
  { prefix: "08081570", label: "08081 570000–570999 (freephone)" },
  { prefix: "09098790", label: "0909 879 0000–0999 (premium rate)" },
  { prefix: "03069990", label: "03069 990000–990999 (UK-wide)" },
] as const;

const UK_NUMBER_DIGITS = 11;

/**
 * A UK number as dialled at home ("02079460958") from any usual way of writing it: "020 7946 0958",
 * "+44 20 7946 0958", "+44 (0)20 7946 0958", "0044 20 7946 0958" or "tel:+442079460958". A number
 * from another country keeps its "+" and country code, so it never matches a UK range.
 */
export function nationalDigits(phone: string): string {
  const written = phone.trim().replace(/^tel:/i, "");
  const digits = written.replace(/\D/g, "");
  const international = written.startsWith("+")
    ? digits
    : written.startsWith("00")
      ? digits.slice(2)
      : undefined;
  if (international === undefined) return digits;
  if (!international.startsWith("44")) return `+${international}`;
  const rest = international.slice(2);
  return rest.startsWith("0") ? rest : `0${rest}`;
}

/** The Ofcom drama range a number falls in ("020 7946 0000–0999 (London)"), or undefined. */
export function dramaRange(phone: string): string | undefined {
  const digits = nationalDigits(phone);
  if (digits.length !== UK_NUMBER_DIGITS) return undefined;
  return DRAMA_RANGES.find(({ prefix }) => digits.startsWith(prefix))?.label;
}
