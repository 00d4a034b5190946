/** /free-audit, the enterprise software cost audit; its case results are a document of their own. */
export const enterpriseAuditDefaults = {
  meta: {
    title: "Free Enterprise Software Cost Audit",
    description:
      "For UK firms with {enterpriseMinRevenue} revenue: a free {enterpriseAuditDays} day audit of your SaaS licences, cloud and manual processes, with a costed savings roadmap.",
  },

  hero: {
    eyebrow: "Free enterprise audit",
    title: "Stop paying for software your business has outgrown",
    subtitle: "For UK organisations with {enterpriseMinRevenue} revenue",
    description:
      "Established firms rarely overspend on technology in one big decision. It builds up quietly: overlapping SaaS tools bought by different teams, seats nobody has used in months, cloud servers sized for a peak that never comes, and manual processes AI could now handle. Our {enterpriseAuditDays} day audit finds where that money goes and shows you how to get it back.",
  },

  atAGlance: {
    title: "The audit at a glance",
    items: [
      { label: "Who it is for", value: "Firms with {enterpriseMinRevenue} revenue" },
      { label: "First step", value: "{discoveryCallMinutes}-minute discovery call" },
      { label: "Audit", value: "{enterpriseAuditDays} days" },
      { label: "Cost", value: "Free, no obligation" },
    ],
    note: "If we find nothing worth fixing, we will tell you so.",
  },

  /** Opens the booking page when one is configured; until then the contact page takes bookings. */
  discoveryCall: { text: "Book your discovery call" },

  /** The home page and the header send everyone here: firms below the threshold get a way on. */
  smallerFirms: {
    heading: {
      eyebrow: "Under £10M revenue?",
      title: "Smaller business? Start here instead",
      intro:
        "This audit is built for large organisations with many teams and systems. If that is not you, these are the better first steps, and they are free too.",
    },
    cards: [
      {
        title: "Small and growing businesses",
        description:
          "Tell us what eats your team's time, and in a free {discoveryCallMinutes}-minute call we will show you where AI, automation or marketing would pay back first.",
      },
      {
        title: "Gas engineers and plumbers",
        description:
          "A free {auditCallMinutes}-minute Google visibility audit call, built for trades who want more local jobs from search and the map.",
      },
    ],
    linkText: "Learn more",
  },

  leaks: {
    heading: {
      eyebrow: "Where the money goes",
      title: "Four places technology budgets quietly leak",
      intro:
        "Spend grows one reasonable purchase at a time, and nobody owns the whole picture. These are the patterns we find in almost every audit.",
    },
    cards: [
      {
        title: "Overlapping SaaS licences",
        description:
          "Marketing, sales and operations each buy their own tool for projects, file sharing or reporting. You pay three times for one capability, and your data ends up split across all three.",
      },
      {
        title: "Unused and oversized seats",
        description:
          "Leavers who were never removed, occasional users on premium tiers, and annual contracts that renew automatically at last year's headcount.",
      },
      {
        title: "Oversized cloud",
        description:
          "Servers provisioned for launch-day traffic, test environments running all weekend, and storage nobody has reviewed since the migration.",
      },
      {
        title: "Manual work AI could do",
        description:
          "Skilled staff re-keying invoices, chasing documents and copying data between systems: hours every week on work an AI agent can now handle reliably.",
      },
    ],
  },

  cases: {
    heading: {
      eyebrow: "Case results",
      title: "What our audits typically uncover",
      intro:
        "Three recent engagements, anonymised at our clients' request. None of them involved a single dramatic fix: the savings came from many ordinary ones, added up.",
    },
    findingsLabel: "What we found",
    note: "Client details are anonymised and figures rounded. Every organisation is different: your report will show the savings specific to yours.",
  },

  process: {
    heading: {
      eyebrow: "How the offer works",
      title: "From first call to savings in five steps",
      intro:
        "A fixed, predictable process that asks for very little of your team's time. You decide after step four whether to go any further.",
    },
    steps: [
      {
        title: "Discovery call",
        detail: "{discoveryCallMinutes} minutes",
        description:
          "We learn how your organisation runs, which systems matter most and where you suspect money is leaking. By the end you will know whether an audit is worth your time.",
      },
      {
        title: "Access & data gathering",
        detail: "Under NDA",
        description:
          "We send a short data request: licence and invoice exports, cloud billing reports and read-only admin access where needed. It usually takes your IT or finance team an hour or two.",
      },
      {
        title: "The audit",
        detail: "{enterpriseAuditDays} days",
        description:
          "Our consultants compare usage with spend for every major tool, review your cloud estate and map the manual processes where AI would save the most time.",
      },
      {
        title: "Findings report & savings roadmap",
        detail: "Presented live",
        description:
          "A clear report of what we found and what each item is worth, with a prioritised roadmap that separates quick wins from longer projects.",
      },
      {
        title: "Implementation support",
        detail: "Optional",
        description:
          "Act on the roadmap yourselves, or have us handle the consolidation, renewals, cloud changes and AI automation so the savings actually land.",
      },
    ],
  },

  deliverables: {
    title: "What you get",
    features: [
      "Spend map: every subscription, licence and cloud service you pay for, with its owner, cost and renewal date",
      "Usage analysis: seats and tiers compared with real sign-in and activity data",
      "Overlap report: tools that duplicate each other, and which one to keep",
      "Cloud right-sizing: servers, storage and environments that can shrink, switch off or move to a cheaper plan",
      "Automation shortlist: the manual processes where AI agents would save the most staff time",
      "Savings roadmap: every recommendation costed, prioritised and ready to take to your board",
    ],
  },

  faq: {
    heading: {
      eyebrow: "Questions",
      title: "Before you book",
    },
    items: [
      {
        question: "Is the audit really free?",
        answer:
          "Yes. There is no fee for the discovery call or the {enterpriseAuditDays} day audit, and no obligation to buy anything afterwards. We offer it because many of the organisations we audit choose to have us help deliver the savings we find.",
      },
      {
        question: "Which organisations is it for?",
        answer:
          "UK firms with {enterpriseMinRevenue} revenue and a software and cloud estate that has grown over several years. Below that size the savings rarely justify a full audit, so we would suggest a shorter review instead.",
      },
      {
        question: "How much of our team's time does it take?",
        answer:
          "A {discoveryCallMinutes}-minute discovery call, an hour or two from IT or finance to pull the exports we ask for, and time to hear the findings. We do the rest.",
      },
      {
        question: "How do you handle our data?",
        answer:
          "We sign an NDA before any data changes hands, ask only for read-only access and work from billing and usage exports wherever we can. Everything is deleted at the end of the engagement unless you ask us to keep it.",
      },
      {
        question: "Do you take commission from software vendors?",
        answer:
          "No. We are independent, so every recommendation is based only on what saves you money and suits the way your teams work.",
      },
    ],
  },

  closing: {
    eyebrow: "Ready when you are",
    title: "Find out what your technology really costs",
    intro:
      "Book a {discoveryCallMinutes}-minute discovery call. If an audit makes sense, we will agree the scope on the call and tell you exactly what we need from your team.",
  },
};
