/** The home page, section by section. */
export const homeDefaults = {
  meta: {
    title: "AI Integration & AI Agents for UK Businesses",
    description:
      "{brand} builds bespoke AI agents, automation and lead generation for UK businesses. Integrate AI faster, cut costs and book a free audit today.",
  },

  hero: {
    badge: "AI-Powered Solutions",
    title: "Integrate AI faster today",
    subline:
      "Bespoke AI solutions built around the way your business already works: agents that answer every enquiry, chase every lead and take the repetitive work off your team.",
    savingsTitle: "Unlock thousands in savings",
    savingsText:
      "Our team has already saved the companies we work with multiple six figures by automating the work that used to eat their week.",
    primaryCta: { text: "Get a Free Audit" },
    secondaryCta: { text: "Book a demo" },
    stats: [
      { value: "94%", label: "Efficiency" },
      { value: "2.4x", label: "ROI Increase" },
      { value: "50+", label: "Clients" },
    ],
  },

  dashboard: { title: "AI Dashboard", efficiencyLabel: "Efficiency", roiLabel: "ROI" },

  featureBlocks: [
    {
      title: "Turn a dormant database into this month's sales",
      description:
        "Your old enquiries and past customers already know you. Our re-engagement AI starts personal, two-way conversations with them by SMS and email, qualifies who is ready to buy and books them straight into your calendar. You only pay when a sale is made, and up to 40% of contacts re-engage.",
      buttonText: "Learn more about Sales Phoenix",
    },
    {
      title: "Grow revenue without growing your costs",
      description:
        "Hiring more people to handle more enquiries keeps your margins flat. AI agents answer, follow up and book around the clock at a fixed cost, so every new customer adds profit instead of headcount. We map where your team's hours go and automate the work that does not need a person.",
      buttonText: "See how it works",
    },
  ],

  scaleBanner: {
    title: "The fastest way to scale using AI",
    text: "A {discoveryCallMinutes}-minute call is enough to find the first process worth automating and what it would save you.",
    cta: { text: "Book A Demo" },
  },

  solutions: {
    title: "Our AI Solutions",
    intro:
      "Eight ready-to-tailor agents that sell, serve and follow up for you, each trained on your business and connected to the tools you already use.",
    linkText: "Learn more",
  },

  consultancy: {
    title: "Software Consultancy Services",
    intro:
      "When off-the-shelf will not do, our engineers design, build and run the software behind your growth.",
    cards: [
      {
        title: "Custom Software Development",
        description:
          "Bespoke web apps, client portals and internal tools built around how your business works, not the other way round.",
      },
      {
        title: "DevOps Services",
        description:
          "Automated builds, testing and deployments with proper monitoring, so releases are faster, safer and far less stressful.",
      },
      {
        title: "Cloud Architecture",
        description:
          "Secure, scalable infrastructure on AWS, Azure or Google Cloud, designed to keep performance high and hosting bills in check.",
      },
      {
        title: "API Development & Integration",
        description:
          "Reliable APIs and integrations that let your CRM, accounts, e-commerce and AI tools share data without re-keying.",
      },
      {
        title: "Technical Consulting",
        description:
          "Independent advice from experienced engineers on technology choices, build-or-buy decisions and realistic roadmaps.",
      },
      {
        title: "Legacy System Modernization",
        description:
          "Move ageing systems onto modern platforms in planned stages, without disrupting the day-to-day work that relies on them.",
      },
    ],
  },

  sisterProduct: {
    eyebrow: "From the team behind {brand}",
    title: "Sales Phoenix: turn dead leads into sales",
    text: "Sales Phoenix brings old customer databases back to life with AI-led conversations. You pay only when a sale is made, and up to 40% of dormant contacts re-engage.",
    points: [
      "Pay only when a sale is made",
      "Up to 40% re-engagement",
      "Turn dead leads into sales",
    ],
    cta: "Visit Sales Phoenix →",
  },
};
