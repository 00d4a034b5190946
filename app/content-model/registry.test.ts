import { describe, expect, test } from "vitest";
import * as z from "zod";
import {
  CONTENT_DOCUMENT_IDS,
  contentDocuments,
  defaultSiteContent,
  parseSiteContent,
  type SiteContent,
} from "./registry";

const withChange = (change: (content: SiteContent) => void): unknown => {
  const content = defaultSiteContent();
  change(content);
  return content;
};

const aTestimonial = {
  quote: "Clear and useful.",
  name: "Jo B.",
  business: "B Heating",
  location: "Leeds",
  consentRecorded: false,
  consentDate: "",
};

const issuesOf = (input: unknown) => {
  const result = parseSiteContent(input);
  return result.ok ? [] : result.issues;
};

describe("the content model", () => {
  test.each(CONTENT_DOCUMENT_IDS)("%s: its defaults parse with its schema", (id) => {
    const { schema, defaults } = contentDocuments[id];
    expect(schema.safeParse(defaults).error?.issues ?? []).toEqual([]);
  });

  test("every field of every document has a label for the editor", () => {
    const unlabelled: string[] = [];
    const visit = (schema: z.ZodType, path: string) => {
      if (!z.globalRegistry.get(schema)?.label) unlabelled.push(path);
      if (schema instanceof z.ZodObject) {
        for (const [key, field] of Object.entries(schema.shape as Record<string, z.ZodType>)) {
          visit(field, `${path}.${key}`);
        }
      } else if (schema instanceof z.ZodArray) visit(schema.element as z.ZodType, `${path}[]`);
    };
    for (const id of CONTENT_DOCUMENT_IDS) {
      for (const [key, field] of Object.entries(contentDocuments[id].schema.shape)) {
        visit(field as z.ZodType, `${id}.${key}`);
      }
    }
    expect(unlabelled).toEqual([]);
  });

  test("a phone that is not a UK number is refused with the field's message", () => {
    const issues = issuesOf(withChange((content) => (content.business.phone = "12345")));
    expect(issues).toEqual([
      {
        document: "business",
        path: ["phone"],
        message: "Enter a UK phone number, like 0161 496 0000",
      },
    ]);
  });

  test("links must be https, and an empty required text is refused", () => {
    const issues = issuesOf(
      withChange((content) => {
        content.business.founders = [
          { name: "A. Founder", role: "Founder", profileUrl: "http://www.linkedin.com/in/someone" },
        ];
        content.home.hero.title = "  ";
      }),
    );
    expect(issues.map(({ document, path }) => [document, ...path].join("."))).toEqual([
      "business.founders.0.profileUrl",
      "home.hero.title",
    ]);
    expect(issues[0]?.message).toMatch(/https:\/\//);
  });

  test("the lists the spec fixes in number keep their length", () => {
    const issues = issuesOf(
      withChange((content) => {
        content.services.pages["ai-integration"].features.pop();
        content.testimonials.items.push({ ...content.testimonials.items[0], ...aTestimonial });
      }),
    );
    expect(issues.map((issue) => issue.message)).toEqual([
      "This list must have exactly 4 items",
      "This list must have exactly 6 items",
    ]);
  });

  test("consent recorded needs its date", () => {
    const issues = issuesOf(
      withChange((content) =>
        content.testimonials.items.splice(1, 1, { ...aTestimonial, consentRecorded: true }),
      ),
    );
    expect(issues).toEqual([
      {
        document: "testimonials",
        path: ["items", 1, "consentDate"],
        message: "Enter the date the customer gave written consent",
      },
    ]);
  });

  test("a placeholder the build does not fill in is refused; {price} is filled in", () => {
    const issues = issuesOf(
      withChange((content) => (content.gasAudit.guarantee.title = "We pay you {prize}")),
    );
    expect(issues).toHaveLength(1);
    expect(issues[0]).toMatchObject({ document: "gasAudit", path: ["guarantee", "title"] });
    expect(issues[0]?.message).toMatch(/^\{prize\} is not a placeholder.*\{price\}/);
  });

  test("a missing document is named, and nothing that is not an object parses", () => {
    const withoutBusiness: Partial<SiteContent> = defaultSiteContent();
    delete withoutBusiness.business;
    expect(issuesOf(withoutBusiness).map((issue) => issue.document)).toEqual(["business"]);
    expect(issuesOf("not content")).toHaveLength(CONTENT_DOCUMENT_IDS.length);
  });
});
