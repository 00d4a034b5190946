/** The exit-intent popup's words. */
export const exitIntentDefaults = {
  title: "Before you go: get your free Google visibility report",
  description:
    "The written findings of our audit, emailed to you free: where you show up on Google Maps and search against local competitors, and the three quickest fixes to win more jobs. No call and no card needed.",
  close: "Close",
  formLabel: "Free report request",
  fields: {
    businessName: "Business name",
    website: "Website",
    preferredTime: "Preferred time",
    preferredTimePlaceholder: "e.g. weekday mornings",
  },
  privacyPurpose: "We use these details to send your report and arrange a call.",
  submit: "Send my free report",
  sending: "Sending...",
};
