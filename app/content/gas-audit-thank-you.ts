import { CalendarCheck } from "lucide-react";
import { href } from "react-router";
import { site } from "~/config/site";
import type { PageContent } from "./types";

const { offers } = site;

/** Copy for the thank-you page that gas engineers and plumbers reach after booking an audit. */
export const gasAuditThankYouPage = {
  meta: {
    title: "Your Free Audit Is Booked",
    description: `Thanks for booking your free Google visibility audit. See what happens before your ${offers.auditCallMinutes}-minute call and everything the audit covers for your business.`,
  },

  hero: {
    eyebrow: "Request received",
    title: "Your Google visibility audit is booked in",
    description: `Thank you. Before we speak, we will look at how your business shows up when local homeowners search for a gas engineer or plumber, so your ${offers.auditCallMinutes}-minute call is spent on findings, not questions.`,
    icon: CalendarCheck,
  },

  nextSteps: {
    heading: {
      eyebrow: "Next steps",
      title: "What happens next",
    },
    steps: [
      {
        title: "Check your email",
        description:
          "Your confirmation is on its way. If it has not arrived within a few minutes, have a look in your spam or promotions folder.",
      },
      {
        title: "We do our homework",
        description:
          "Before the call we review your Google Business Profile, your website and where you rank locally against the firms you compete with.",
      },
      {
        title: `A ${offers.auditCallMinutes}-minute call`,
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
    action: { text: "Contact us", href: href("/contact") },
  },
} satisfies PageContent;
