/** The thank-you page of the gas-engineer audit, the popup's report and the booking calendar: one hero and steps for each way in (docs/decisions/0005-offers-and-prices.md). */
export const thankYouDefaults = {
  meta: {
    title: "Thank You: What Happens Next",
    description:
      "What happens after you request a Google visibility audit or report: booking your {auditCallMinutes}-minute call, what we review and what you receive.",
  },
  nextStepsHeading: {
    eyebrow: "Next steps",
    title: "What happens next",
  },
  bookingEmbedTitle: "Book your Google visibility audit call",
  includes: {
    title: "What your audit includes",
    features: [
      "Google Business Profile review: categories, services, photos and the details that decide whether you appear at all",
      "Local map pack rankings: where you show up for searches like “boiler repair near me”, compared with your nearest competitors",
      "Website speed and mobile check: how quickly your site loads on a phone and how easy it is to call or book",
      "Reviews analysis: how many reviews you have, how recent they are and how you reply, against the firms around you",
      "Quick wins: the changes you can make this week that should lift your visibility fastest",
      "Local listings check: whether your name, address and phone number match across the directories homeowners use",
    ],
  },
  closing: {
    title: "Anything you would like us to look at?",
    text: "If there is a competitor, town or type of job you want more of, tell us before the call and we will build it into your audit.",
    action: {
      text: "Contact us",
    },
  },
  variants: {
    "paid-audit": {
      hero: {
        eyebrow: "Payment received",
        title: "Your audit is paid for: now pick your call time",
        description:
          "Thank you. Your {price} audit is confirmed and covered by our guarantee. Choose a time for your {auditCallMinutes}-minute call below, and we will have your findings ready when we speak.",
      },
      booking: {
        title: "Pick a time for your audit call",
        intro: "Choose any free slot; between jobs is fine.",
        points: [
          "{auditCallMinutes} minutes by phone or video, at a time that suits your jobs",
          "Your Google profile, rankings and website reviewed before we speak",
        ],
      },
      steps: [
        {
          title: "Book your call",
          description:
            "Pick a time below. Your payment receipt comes by email from our card processor.",
        },
        {
          title: "We do our homework",
          description:
            "Before the call we review your Google Business Profile, your website and where you rank locally against the firms you compete with.",
        },
        {
          title: "A {auditCallMinutes}-minute call",
          description:
            "We walk you through what we found in plain English, with your listing and rankings on screen. No jargon and no hard sell.",
        },
        {
          title: "Your action plan",
          description:
            "You leave with a prioritised list of changes to win more jobs from Google, quickest wins first. It is yours to keep, whether or not you work with us.",
        },
      ],
    },
    audit: {
      hero: {
        eyebrow: "Request received",
        title: "We have your details: now pick your call time",
        description:
          "Thank you. Choose a time for your {auditCallMinutes}-minute audit call below. Nothing has been charged: we confirm the {price} fee and how to pay with you before any work starts.",
      },
      booking: {
        title: "Pick a time for your audit call",
        intro: "Choose any free slot; between jobs is fine.",
        points: [
          "{auditCallMinutes} minutes by phone or video, at a time that suits your jobs",
          "Your Google profile, rankings and website reviewed before we speak",
        ],
      },
      steps: [
        {
          title: "Book your call",
          description:
            "Pick a time below, or we will ring you within one working day to arrange one.",
        },
        {
          title: "We do our homework",
          description:
            "Before the call we review your Google Business Profile, your website and where you rank locally against the firms you compete with.",
        },
        {
          title: "A {auditCallMinutes}-minute call",
          description:
            "We walk you through what we found in plain English, with your listing and rankings on screen. No jargon and no hard sell.",
        },
        {
          title: "Your action plan",
          description:
            "You leave with a prioritised list of changes to win more jobs from Google, quickest wins first. It is yours to keep, whether or not you work with us.",
        },
      ],
    },
    report: {
      hero: {
        eyebrow: "Report requested",
        title: "Your free Google visibility report is on its way",
        description:
          "Thank you. We put your report together by hand, so it reaches your inbox within one working day. Nothing to pay and nothing booked: if you would like us to talk you through it, pick a time below.",
      },
      booking: {
        title: "Want us to talk you through it?",
        intro: "A free {auditCallMinutes}-minute call, only if you would like one.",
        points: [
          "{auditCallMinutes} minutes by phone or video, at a time that suits your jobs",
          "Your Google profile, rankings and website reviewed before we speak",
        ],
      },
      steps: [
        {
          title: "Check your email",
          description:
            "Your report arrives within one working day. If you cannot see it, have a look in your spam or promotions folder.",
        },
        {
          title: "Read the three quick fixes",
          description:
            "Each is something you can change yourself in under an hour, starting with the one likely to bring in calls soonest.",
        },
        {
          title: "Ask us anything",
          description: "Reply to the email or book a call below if anything in it is unclear.",
        },
      ],
    },
    booking: {
      hero: {
        eyebrow: "Call booked",
        title: "Your free audit call is booked",
        description:
          "Thank you. Your calendar invitation is on its way by email. Before we speak, we will look at how your business shows up when local homeowners search for a gas engineer or plumber, so your {auditCallMinutes}-minute call is spent on findings, not questions.",
      },
      steps: [
        {
          title: "Check your email",
          description:
            "Your invitation is on its way. If it has not arrived within a few minutes, have a look in your spam or promotions folder.",
        },
        {
          title: "We do our homework",
          description:
            "Before the call we review your Google Business Profile, your website and where you rank locally against the firms you compete with.",
        },
        {
          title: "A {auditCallMinutes}-minute call",
          description:
            "We walk you through what we found in plain English, with your listing and rankings on screen. No jargon and no hard sell.",
        },
        {
          title: "Your action plan",
          description:
            "You leave with a prioritised list of changes to win more jobs from Google, quickest wins first. It is yours to keep, whether or not you work with us.",
        },
      ],
    },
    default: {
      hero: {
        eyebrow: "Thank you",
        title: "Thanks, we have your details",
        description:
          "We will be in touch within one working day. If you would like to talk sooner, pick a time for a free call below.",
      },
      booking: {
        title: "Pick a time for a free call",
        intro: "Choose any free slot; between jobs is fine.",
        points: [
          "{auditCallMinutes} minutes by phone or video, at a time that suits your jobs",
          "Your Google profile, rankings and website reviewed before we speak",
        ],
      },
      steps: [
        {
          title: "We do our homework",
          description:
            "Before the call we review your Google Business Profile, your website and where you rank locally against the firms you compete with.",
        },
        {
          title: "A {auditCallMinutes}-minute call",
          description:
            "We walk you through what we found in plain English, with your listing and rankings on screen. No jargon and no hard sell.",
        },
        {
          title: "Your action plan",
          description:
            "You leave with a prioritised list of changes to win more jobs from Google, quickest wins first. It is yours to keep, whether or not you work with us.",
        },
      ],
    },
  },
};
