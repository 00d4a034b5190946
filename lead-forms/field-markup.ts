/**
 * How a field shows its error: in ui/field.tsx's prerendered markup, in the server's answer to a
 * post made without scripts (server/leads/form-page-html.ts) and in the forms' islands
 * (app/components/ui/field-message.ts). One source, so that an island removes a message the
 * server wrote exactly as it removes its own.
 */

/** The control's border, by whether the field has an error. */
export const CONTROL_BORDER = { valid: "border-line", invalid: "border-danger" } as const;

/** The message under an invalid control. */
export const ERROR_TEXT_CLASS = "mt-1.5 text-sm font-medium text-danger";

/** The id of a field's message, from its control's id. */
export const errorIdOf = (controlId: string) => `${controlId}-error`;

/** The id of a field's hint, from its control's id. */
export const hintIdOf = (controlId: string) => `${controlId}-hint`;
