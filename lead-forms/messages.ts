/**
 * The field messages the schemas give that the brief does not word per field. They live with the
 * schemas, which run on the server too; app/content/lead-form-messages.ts re-exports them for
 * the pages' tests.
 */

/**
 * Under any field holding a control character or half of an emoji, which a paste from a PDF or
 * a broken keyboard app can leave behind: the lead is never sent with it (lead-fields.ts).
 */
export const UNACCEPTABLE_CHARACTER =
  "This field contains a character we can't accept. Please retype it.";
/** Under the popup's optional website field when it holds something other than a web address. */
export const INVALID_WEBSITE = "Please enter your website address, like heatandflow.co.uk";
