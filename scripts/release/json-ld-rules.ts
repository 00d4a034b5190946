/**
 * What Google's structured-data features ask of the schema.org types this site uses: their
 * required properties, and the recommended ones that apply to an agency (no menu, cuisine or
 * ratings). From Google Search Central's Organization, Local business, Breadcrumb and FAQ pages.
 * A block of a type with no rules here is a problem too, so a new type arrives with its rules.
 */
type Block = Record<string, unknown>;

const DAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"];

const isText = (value: unknown): value is string =>
  typeof value === "string" && value.trim() !== "";
const isUrl = (value: unknown) => isText(value) && /^https:\/\/[^\s]+$/.test(value);
const asBlock = (value: unknown): Block =>
  value && typeof value === "object" && !Array.isArray(value) ? (value as Block) : {};
/** Google wants map positions to at least five decimal places. */
const isCoordinate = (value: unknown) =>
  typeof value === "number" && (String(value).split(".")[1] ?? "").length >= 5;

function check(problems: string[], where: string) {
  return (ok: boolean, what: string) => {
    if (!ok) problems.push(`${where}: ${what}`);
  };
}

function localBusiness(block: Block, need: ReturnType<typeof check>) {
  // Required (LocalBusiness): name and a full postal address.
  need(isText(block.name), "name");
  const address = asBlock(block.address);
  need(address["@type"] === "PostalAddress", "address is a PostalAddress");
  for (const field of ["streetAddress", "addressLocality", "postalCode"]) {
    need(isText(address[field]), `address.${field}`);
  }
  need(/^[A-Z]{2}$/.test(String(address.addressCountry)), "address.addressCountry (ISO code)");
  // Recommended (LocalBusiness).
  need(isUrl(block.url), "url");
  need(/^\+\d{10,14}$/.test(String(block.telephone)), "telephone (international format)");
  const geo = asBlock(block.geo);
  need(geo["@type"] === "GeoCoordinates", "geo is GeoCoordinates");
  need(isCoordinate(geo.latitude) && isCoordinate(geo.longitude), "geo to five decimals");
  const hours = [block.openingHoursSpecification].flat().map(asBlock);
  need(hours.length > 0, "openingHoursSpecification");
  for (const spec of hours) {
    const days = [spec.dayOfWeek].flat();
    need(days.length > 0 && days.every((day) => DAYS.includes(String(day))), "dayOfWeek");
    need(
      /^\d\d:\d\d$/.test(String(spec.opens)) && /^\d\d:\d\d$/.test(String(spec.closes)),
      "hours",
    );
  }
  need(isText(block.priceRange) && String(block.priceRange).length < 100, "priceRange");
  need(isUrl(block.image), "image");
  // Recommended (Organization).
  for (const field of ["legalName", "description", "email"]) need(isText(block[field]), field);
  need(isUrl(block.logo), "logo");
  need(Array.isArray(block.sameAs) && block.sameAs.every(isUrl), "sameAs");
  need(isText(asBlock(block.contactPoint).contactType), "contactPoint");
  need(isText(asBlock(block.areaServed).name), "areaServed");
}

function offer(block: Block, need: ReturnType<typeof check>) {
  need(block["@type"] === "Offer", "offers is an Offer");
  need(/^\d+\.\d\d$/.test(String(block.price)), "price as a decimal");
  need(block.priceCurrency === "GBP", "priceCurrency GBP");
  need(String(block.availability).startsWith("https://schema.org/"), "availability");
  need(isUrl(block.url), "offer url");
}

function breadcrumbList(block: Block, need: ReturnType<typeof check>) {
  const items = Array.isArray(block.itemListElement) ? block.itemListElement.map(asBlock) : [];
  need(items.length >= 2, "two or more ListItems");
  items.forEach((item, index) => {
    need(item["@type"] === "ListItem" && item.position === index + 1, `ListItem ${index + 1}`);
    need(isText(item.name) && isUrl(item.item), `ListItem ${index + 1} name and item`);
  });
}

function faqPage(block: Block, need: ReturnType<typeof check>) {
  const questions = Array.isArray(block.mainEntity) ? block.mainEntity.map(asBlock) : [];
  need(questions.length > 0, "mainEntity");
  for (const question of questions) {
    const answer = asBlock(question.acceptedAnswer);
    need(question["@type"] === "Question" && isText(question.name), "Question name");
    need(answer["@type"] === "Answer" && isText(answer.text), "acceptedAnswer text");
  }
}

/** Every way `block` falls short of its type's rules; empty when it is fine. */
export function jsonLdProblems(block: Block): string[] {
  const type = String(block["@type"]);
  const problems: string[] = [];
  const need = check(problems, type);
  need(block["@context"] === "https://schema.org", "@context");
  switch (type) {
    case "ProfessionalService":
      localBusiness(block, need);
      break;
    case "WebSite":
      need(isText(block.name) && isUrl(block.url), "name and url");
      break;
    case "Service":
      need(isText(block.name) && isUrl(block.url), "name and url");
      need(isUrl(asBlock(block.provider)["@id"]), "provider");
      if (block.offers !== undefined) offer(asBlock(block.offers), need);
      break;
    case "BreadcrumbList":
      breadcrumbList(block, need);
      break;
    case "FAQPage":
      faqPage(block, need);
      break;
    default:
      problems.push(`${type}: no rules for this type`);
  }
  return problems;
}
