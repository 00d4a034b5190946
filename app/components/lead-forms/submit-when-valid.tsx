import { SENDING_ATTRIBUTE } from "./form-engine";

/**
 * A lead form whose submit is enabled only while the form is valid (the £99 form, spec §4),
 * without waiting for the form's island: a few lines of inline script, placed right after the
 * island so they run before the form is first painted, disable the button while
 * `form.checkValidity()` fails, show the form's hint only then, and keep both in step as the
 * visitor types. The rules are the schema's, put on the inputs as constraint attributes
 * (lead-forms/html-constraints.ts), so there is no second copy of them. The prerendered button is
 * enabled and the hint hidden, so without scripts the form posts natively and the server checks
 * it. The island (form-engine.ts) never touches the hint. While a lead is on its way it marks the
 * form SENDING_ATTRIBUTE, disables the button and changes its text; when the send ends it
 * enables the button, and this script, which watches that mark, sets it by the form's validity
 * again. Inline, so its hash goes into the page's CSP.
 */

interface SubmitWhenValidIds {
  /** The form's id. */
  form: string;
  /** The id of the line saying what the form still needs. */
  hint: string;
}

function submitWhenValidScript({ form, hint }: SubmitWhenValidIds): string {
  const settings = JSON.stringify({ form, hint, sending: SENDING_ATTRIBUTE });
  // Restored values (Back, autofill) come with a pageshow or an input event, not always both.
  return `(function(s){var f=document.getElementById(s.form),h=document.getElementById(s.hint),b=f&&f.querySelector('button[type="submit"]');if(!b||!h)return;function u(){var v=f.checkValidity();b.disabled=!v||f.hasAttribute(s.sending);h.hidden=v;v?b.removeAttribute("aria-describedby"):b.setAttribute("aria-describedby",s.hint)}u();f.addEventListener("input",u);f.addEventListener("change",u);addEventListener("pageshow",u);new MutationObserver(u).observe(f,{attributes:true,attributeFilter:[s.sending]})})(${settings});`;
}

/** The script, for the page to place right after the form's island. */
export function SubmitWhenValid(ids: SubmitWhenValidIds) {
  return <script dangerouslySetInnerHTML={{ __html: submitWhenValidScript(ids) }} />;
}
