/** /marketing-for-gas-engineers-and-plumbers. */
export const gasEngineersDefaults = {
  meta: {
    title: "Marketing for Gas Engineers & Plumbers",
    description:
      "Win more local boiler, heating and plumbing jobs from Google. Book a free {auditCallMinutes}-minute visibility audit call: no card, no obligation.",
  },

  hero: {
    eyebrow: "For gas engineers & plumbers",
    title: "More local jobs from Google for gas engineers and plumbers",
    description:
      "When a boiler packs up or a pipe bursts, homeowners reach for Google and ring one of the first firms they see. We make sure that is you: a stronger Google Business Profile, a higher place in the local map and a website that turns searches into booked jobs.",
  },

  summary: {
    title: "Free Google visibility audit",
    items: [
      { label: "Call", value: "{auditCallMinutes} minutes" },
      { label: "Price", value: "Free (usually {price})" },
      { label: "Card needed", value: "No" },
    ],
    actionText: "Get Started",
    note: "No contracts, no jargon, no hard sell.",
  },

  facts: {
    heading: {
      eyebrow: "How homeowners find you",
      title: "Local jobs are won on Google before anyone picks up the phone",
      intro:
        "Word of mouth still matters, but even recommended engineers get checked on Google first. This is what decides who gets the call.",
    },
    cards: [
      {
        title: "Searches happen in a hurry",
        description:
          "Most urgent searches are made on a phone, often with no heating or water on the floor. People call quickly and rarely scroll far.",
      },
      {
        title: "The map gets the calls",
        description:
          "For “near me” searches Google shows a map of a few local firms above the ordinary results. Being in that box is where most calls come from.",
      },
      {
        title: "Reviews decide who is trusted",
        description:
          "Homeowners compare star ratings, how many reviews you have and how recent they are. A quiet profile loses out to a busy one.",
      },
      {
        title: "Accurate details win clicks",
        description:
          "Opening hours, the areas you cover and photos of real jobs help Google and customers trust you. Out-of-date details cost you calls.",
      },
    ],
  },

  guarantee: {
    eyebrow: "Our guarantee",
    title: "Clear ways to win more jobs, or we pay you {price}",
    text: "The free call costs you nothing. If you then take our full {price} audit and it does not show you clear, specific ways to win more jobs from Google, we pay you {price}, so the audit costs you nothing either. We are that confident there is work being missed in your area.",
    points: [
      "Specific to your business, your towns and your competitors, not generic tips",
      "Changes you can make yourself, whether or not you ever work with us",
    ],
  },

  method: {
    heading: {
      eyebrow: "Our method",
      title: "How we get your phone ringing",
      intro:
        "A straightforward process built for busy trades: we do the work, you see the results in your diary.",
    },
    steps: [
      {
        title: "Audit your visibility",
        description:
          "We check your Google Business Profile, map rankings, website and reviews against the firms you compete with, town by town.",
      },
      {
        title: "Fix the foundations",
        description:
          "We complete and optimise your profile: the right categories, every service you offer, your service areas and photos of real installs.",
      },
      {
        title: "Build local trust",
        description:
          "We set up a simple way to ask happy customers for reviews, tidy your listings across directories and create pages for the towns you cover.",
      },
      {
        title: "Track and improve",
        description:
          "Every month we report on calls, enquiries and rankings, then point the next month's work at whatever is bringing in jobs.",
      },
    ],
  },

  kpis: {
    heading: {
      eyebrow: "What we measure",
      title: "The KPIs we track every month",
      intro:
        "We report on the numbers that end up in your diary and your bank account, not vanity metrics.",
    },
    items: [
      {
        name: "Phone calls",
        description:
          "Calls from your Google profile and website, including missed calls you need to return.",
      },
      {
        name: "Map pack position",
        description:
          "Where you appear in the local map for searches like “emergency plumber” or “boiler service”, across the towns you cover.",
      },
      {
        name: "Enquiries",
        description:
          "Form fills, messages and booking requests, traced back to the search that produced them.",
      },
      {
        name: "Cost per job",
        description:
          "What each booked job costs you to win, so you can see your marketing paying for itself.",
      },
      {
        name: "Reviews",
        description: "New reviews each month, your average rating and how quickly you reply.",
      },
      {
        name: "Search visibility",
        description:
          "How often you appear in search and on the map, and which searches are finding you.",
      },
    ],
  },

  booking: {
    title: "Book your free audit call",
    intro:
      "Pick a time that suits you; between jobs is fine. We will look at your Google presence before the call and show you exactly what to fix first.",
    points: [
      "A {auditCallMinutes}-minute call by phone or video",
      "Your Google profile, rankings and website reviewed in advance",
      "A prioritised action plan you keep, whether or not you work with us",
      "Free: no card details, and no obligation to buy anything",
    ],
    embedTitle: "Book your free Google visibility audit",
  },

  /** Sends those who want the full audit, and its guarantee, to the £99 page. */
  paidAudit: {
    heading: {
      eyebrow: "Free call or full audit?",
      title: "When the free call is not enough: the {price} audit",
      intro:
        "The free {auditCallMinutes}-minute call is a first look: we check your Google presence and tell you the one or two things to fix first. The {price} audit goes through everything, town by town and against the engineers who rank above you, and it is the one our guarantee covers.",
    },
    points: [
      "Your map pack position in every town you cover",
      "Your Google Business Profile and reviews checked line by line",
      "A prioritised list of fixes, quickest wins first",
      "Clear answers, or we pay you {price}",
    ],
    action: {
      text: "See the {price} audit",
    },
  },
};
