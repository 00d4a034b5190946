/** /ai-agents, the overview of all eight agents. */
export const agentsOverviewDefaults = {
  meta: {
    title: "Our AI Agents for Sales, Service & Support",
    description:
      "Meet eight AI agents that sell, support, collect reviews and documents, recover baskets and answer calls for UK businesses, around the clock.",
  },
  hero: {
    eyebrow: "Our AI Agents",
    title: "AI agents that work every shift",
    description:
      "Each agent takes one job your team does over and over (answering enquiries, chasing paperwork, asking for reviews) and does it instantly, consistently and at any hour. They connect to your CRM, calendar, inbox and shop, and hand over to a person whenever a human touch matters.",
  },
  grid: {
    title: "Choose where to start",
    intro:
      "Most clients begin with one agent on their busiest process, then add others once the results are in.",
    linkText: "Learn more",
  },
  closing: {
    title: "Ready to implement AI in your business?",
    text: "Tell us about your business and we will show you which agent would pay for itself first, with a clear plan and price before any work begins.",
    action: { text: "Get Started →" },
  },
};
