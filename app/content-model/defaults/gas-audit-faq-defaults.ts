/** What gas engineers ask before they book: both gas-engineer pages, and their FAQPage data. */
export const gasAuditFaqDefaults = {
  heading: {
    eyebrow: "Questions",
    title: "What engineers ask before they book",
  },
  items: [
    {
      question: "How long does the call take?",
      answer:
        "{auditCallMinutes} minutes, by phone or video, at a time you pick; between jobs is fine. We do the research before the call, so the time goes on what we found and what to fix first, not on questions about your business.",
    },
    {
      question: "What does the {price} audit cover?",
      answer:
        "Where you appear in the Google map pack in every town you cover, your Google Business Profile and reviews checked line by line, your website and how well it turns searches into calls, and what the engineers ranking above you do differently. You finish the call with a prioritised list of fixes, quickest wins first.",
    },
    {
      question: "How is that different from the free call?",
      answer:
        "The free call is a first look at your Google presence and the one or two things to fix first. The {price} audit is the full check, town by town and against named competitors, and it comes with our guarantee.",
    },
    {
      question: "How does the guarantee work?",
      answer:
        "It comes with the {price} audit. If the audit does not show you clearly why you are losing local jobs on Google and what to do about it, tell us on the call and we pay you {price}. No forms, no arguments.",
    },
    {
      question: "What happens after the call?",
      answer:
        "The list of fixes is yours to keep and act on, whether or not you ever work with us. If you would like us to do the work, say so on the call and we will explain what it involves and what it costs before anything starts. If not, we will not chase you.",
    },
  ],
};
