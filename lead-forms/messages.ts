/**
 * What the lead forms tell the visitor beyond each field's own message: the brief's words exactly
 * where it gives them, plain UK English where it does not. They live with the schemas, which run on
 * the server too (its answer to a form posted without scripts), and the tests read them from here.
 */

/**
 * Under any field holding a control character or half of an emoji, which a paste from a PDF or
 * a broken keyboard app can leave behind: the lead is never sent with it (lead-fields.ts).
 */
export const UNACCEPTABLE_CHARACTER =
  "This field contains a character we can't accept. Please retype it.";
/** Under the popup's optional website field when it holds something other than a web address. */
export const INVALID_WEBSITE = "Please enter your website address, like heatandflow.co.uk";

export const CONTACT_SUCCESS = "Message sent successfully! We will get back to you soon.";
export const CONTACT_FAILURE = "Failed to send message. Please try again later.";
/** The audit form's alert when its lead could not be stored. */
export const AUDIT_FAILURE = "Something went wrong. Please try again.";
export const POPUP_INVALID = "Please fill in all fields with valid information.";
export const POPUP_FAILURE = "Something went wrong. Please try again.";
export const POPUP_SUCCESS = "Thanks! Check your email in a moment.";
