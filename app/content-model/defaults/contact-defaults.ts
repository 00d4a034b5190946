/** /contact; the email, phone, address and founders are the business document's. */
export const contactDefaults = {
  meta: {
    title: "Contact Us: Talk to an AI Specialist",
    description:
      "Tell us what is slowing your business down. {brand}'s London team replies within one working day with practical ideas for AI agents and automation.",
  },
  heading: {
    eyebrow: "Contact",
    title: "Let's talk about what AI could do for your business",
    intro:
      "Tell us what is taking up your team's time or where leads are slipping away. A specialist will reply within one working day, usually with a first idea or two, and never with a hard sell.",
  },
  form: {
    title: "Send us a message",
  },
  details: {
    title: "Other ways to reach us",
  },
  founders: {
    title: "Speak to the founders",
    profileLinkText: "{name} on LinkedIn",
  },
};
