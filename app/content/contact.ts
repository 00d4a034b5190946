export const contactPage = {
  metaTitle: "Contact Us: Talk to an AI Specialist",
  metaDescription:
    "Tell us what is slowing your business down. Kestrel AI's London team replies within one working day with practical ideas for AI agents and automation.",
  eyebrow: "Contact",
  title: "Let's talk about what AI could do for your business",
  intro:
    "Tell us what is taking up your team's time or where leads are slipping away. A specialist will reply within one working day, usually with a first idea or two, and never with a hard sell.",
  formHeading: "Send us a message",
  detailsHeading: "Other ways to reach us",
  foundersHeading: "Speak to the founders",
  hours: "Monday to Friday, 9am to 5.30pm",
} as const;
