import type * as z from "zod";
import type { caseResultsSchema } from "../schemas/case-results-schema";

/** Illustrative results the site shipped with (`example`); the launch check fails while any is. */
export const caseResultsDefaults = {
  results: [
    {
      client: "UK logistics group (£40M revenue)",
      context: "Eight depots and a back office whose software had been bought site by site.",
      findings: [
        "Three route-planning and tracking tools doing overlapping jobs",
        "Around a fifth of CRM and analytics seats unused for over 90 days",
        "Supplier invoices matched to delivery notes by hand",
      ],
      outcome:
        "A consolidation plan worth roughly 15% of annual software spend, plus an AI pilot for invoice matching.",
      example: true,
    },
    {
      client: "Professional services firm (£18M revenue)",
      context: "150 staff across two offices, with tools added team by team as the firm grew.",
      findings: [
        "Two document-management systems and two e-signature tools running side by side",
        "Premium licences assigned to staff who only needed read access",
        "Client onboarding documents chased manually by email",
      ],
      outcome:
        "Licences right-sized at renewal and document collection automated, giving fee earners several hours a week back.",
      example: true,
    },
    {
      client: "Multi-site retailer (£65M revenue)",
      context: "An online shop and 30 stores running on a cloud estate built for peak trading.",
      findings: [
        "Servers sized for Black Friday running at that size all year",
        "Test environments left on overnight and at weekends",
        "Customer service answering the same order-status questions by hand",
      ],
      outcome:
        "Monthly cloud costs down by around a fifth through scheduling and autoscaling, and routine order queries now answered by an AI agent.",
      example: true,
    },
  ],
} satisfies z.input<typeof caseResultsSchema>;
