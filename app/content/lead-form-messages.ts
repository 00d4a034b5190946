/**
 * What each lead form tells the visitor: the brief's words exactly where it gives them, plain UK
 * English where it does not. Kept free of imports (but the
 * schemas' own messages, from lead-forms/) so that the browser tests can read the strings the
 * pages show.
 */
export const CONTACT_SUCCESS = "Message sent successfully! We will get back to you soon.";
export const CONTACT_FAILURE = "Failed to send message. Please try again later.";
/** The audit form's alert when its lead could not be stored. */
export const AUDIT_FAILURE = "Something went wrong. Please try again.";
export const POPUP_INVALID = "Please fill in all fields with valid information.";
export const POPUP_FAILURE = "Something went wrong. Please try again.";
export const POPUP_SUCCESS = "Thanks! Check your email in a moment.";

export { INVALID_WEBSITE, UNACCEPTABLE_CHARACTER } from "../../lead-forms/messages";
