/**
 * How a field shows its error, for ui/field.tsx's prerender and for forms that set it later in
 * plain script (components/lead-forms/form-engine.ts): one source of the classes and the ids.
 */

/** The control's border, by whether the field has an error. */
export const CONTROL_BORDER = { valid: "border-line", invalid: "border-danger" } as const;

/** The message under an invalid control. */
export const ERROR_TEXT_CLASS = "mt-1.5 text-sm font-medium text-danger";

/** The id of a field's message, from its control's id. */
export const errorIdOf = (controlId: string) => `${controlId}-error`;

/** The id of a field's hint, from its control's id. */
export const hintIdOf = (controlId: string) => `${controlId}-hint`;

type Control = HTMLInputElement | HTMLTextAreaElement;

/**
 * Shows `message` under `control` (or, undefined, removes it), as ui/field.tsx renders an
 * invalid field: the border, aria-invalid, and the message after the hint, named by
 * aria-describedby so assistive technology reads it with the field.
 */
export function showFieldError(control: Control, message: string | undefined): void {
  const errorId = errorIdOf(control.id);
  const frame = control.parentElement;
  let shown = document.getElementById(errorId);
  const described = (control.getAttribute("aria-describedby") ?? "")
    .split(" ")
    .filter((id) => id && id !== errorId);
  if (message === undefined) {
    shown?.remove();
  } else if (shown) {
    if (shown.textContent !== message) shown.textContent = message;
  } else {
    shown = document.createElement("p");
    shown.id = errorId;
    shown.className = ERROR_TEXT_CLASS;
    shown.textContent = message;
    const hint = document.getElementById(hintIdOf(control.id));
    (hint ?? frame)?.after(shown);
  }
  if (message !== undefined && !described.includes(errorId)) described.push(errorId);
  control.setAttribute("aria-invalid", String(message !== undefined));
  if (described.length) control.setAttribute("aria-describedby", described.join(" "));
  else control.removeAttribute("aria-describedby");
  control.classList.replace(
    message === undefined ? CONTROL_BORDER.invalid : CONTROL_BORDER.valid,
    message === undefined ? CONTROL_BORDER.valid : CONTROL_BORDER.invalid,
  );
}
