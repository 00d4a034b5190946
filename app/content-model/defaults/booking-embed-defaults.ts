/** The words around a booking calendar, and the invitation shown when none is set. */
export const bookingEmbedDefaults = {
  loading: "Loading the booking calendar…",
  openInNewTab: "Open the booking page in a new tab",
  fallback: {
    title: "Arrange your call with us",
    text: "Send us a message with a couple of times that suit you, or call or email us directly, and we will book your audit call around your jobs.",
    action: { text: "Get in touch" },
  },
};
