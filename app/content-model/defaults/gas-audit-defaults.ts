/** The paid Google visibility audit's landing page. */
export const gasAuditDefaults = {
  meta: {
    title: "Google Visibility Audit for Gas Engineers",
    description:
      "A {price} Google visibility audit for UK gas engineers and plumbers: see why competitors win the local map pack and exactly how to get more jobs.",
  },
  hero: {
    eyebrow: "For gas engineers and plumbers",
    title: "Find out why your competitors get the Google jobs, not you",
    intro:
      "In one {auditCallMinutes}-minute call we show you where you rank on Google Maps and search across your area, what the engineers above you do differently, and the fixes that will get your phone ringing.",
    points: [
      "Your map pack position in every town you cover",
      "Google Business Profile and reviews, checked line by line",
      "A prioritised action plan you keep, whether or not you work with us",
    ],
  },
  form: {
    heading: "Book your audit",
    priceNote: "one-off, money-back guarantee",
    intro: "Takes 30 seconds. Pick a time for your call on the next page.",
  },
  testimonials: {
    heading: "What engineers say after their audit",
  },
  guarantee: {
    eyebrow: "Our guarantee",
    title: "Clear answers, or we pay you {price}",
    text: "If the audit does not show you clearly why you are losing local jobs on Google and what to do about it, tell us on the call and we will pay you {price}. No forms, no arguments.",
    points: [
      "Specific to your business and your postcodes",
      "Plain English, no marketing jargon",
      "Yours to keep and act on yourself",
    ],
  },
  steps: {
    heading: {
      title: "How the audit works",
      intro: "Three steps, one short call, no obligation.",
    },
    items: [
      {
        title: "Book and pay {price}",
        description:
          "Fill in the form and secure your slot. You get a confirmation email straight away.",
      },
      {
        title: "We do the digging",
        description:
          "Before the call we check your Google Business Profile, reviews, website and rankings against the top engineers near you.",
      },
      {
        title: "Your {auditCallMinutes}-minute call",
        description:
          "We walk you through what we found and hand over a prioritised list of fixes, quickest wins first.",
      },
    ],
  },
  about: {
    title: "Who is behind the audit",
    paragraphs: [
      "Kestrel AI is a London agency that helps trades businesses win work online. We build the Google Business Profiles, websites, review systems and AI call handling that keep small firms' diaries full.",
      "We run these audits because most engineers we meet are excellent at the job and invisible on Google. The fixes are rarely expensive; knowing which ones matter is the hard part.",
    ],
  },
  countdown: {
    title: "This week's audit slots close on Sunday",
    text: "Audits are done by hand, so we take a limited number each week.",
    actionText: "Book my audit for {price}",
  },
};
