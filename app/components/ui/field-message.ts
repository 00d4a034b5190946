import {
  CONTROL_BORDER,
  ERROR_TEXT_CLASS,
  errorIdOf,
  hintIdOf,
} from "../../../lead-forms/field-markup";

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
  if (message !== undefined) described.push(errorId);
  control.setAttribute("aria-invalid", String(message !== undefined));
  if (described.length) control.setAttribute("aria-describedby", described.join(" "));
  else control.removeAttribute("aria-describedby");
  control.classList.replace(
    message === undefined ? CONTROL_BORDER.invalid : CONTROL_BORDER.valid,
    message === undefined ? CONTROL_BORDER.valid : CONTROL_BORDER.invalid,
  );
}
