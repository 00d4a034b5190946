import type * as z from "zod/mini";

type Control = HTMLInputElement | HTMLTextAreaElement;

/** Not blank, so that each rule goes on to its pattern (lead-fields.ts stops at a blank value). */
const SAMPLE = "a";

const whenIdle = (task: () => void) => {
  if ("requestIdleCallback" in window) requestIdleCallback(task, { timeout: 2_000 });
  else setTimeout(task, 0);
};

/**
 * Runs each field's rule, and the browser's check of its `pattern` attribute, once on a sample
 * while the page is idle, each in a task of its own, before the visitor types.
 *
 * Why: a browser compiles a regular expression the first time it runs it, and the email's
 * Unicode classes (lead-forms/email.ts) are costly to compile. On the £99 form the first
 * character typed into Email cost 33–47 ms of script at a 4× CPU slowdown, against 2–4 ms for
 * the next: about 12 ms compiling the schema's pattern and 20 ms the browser's own copy of it,
 * which it checks on the field as its value changes. Chromium keeps that copy on the field
 * itself (a detached input with the same `pattern` compiles its own), so the field is checked
 * with the sample and emptied again in the same task, before any frame can show it: only while
 * it is empty and not focused, so nothing the visitor typed or is typing is touched. Reading
 * `validity` fires no `invalid` event, and setting `value` no `input` event.
 */
export function compileRulesWhenIdle(fields: { control: Control; rule: z.ZodMiniType }[]): void {
  for (const { control, rule } of fields) {
    // Two tasks, so that a tap arriving meanwhile waits for one compilation at most.
    whenIdle(() => rule.safeParse(SAMPLE));
    if (!(control instanceof HTMLInputElement) || !control.pattern) continue;
    whenIdle(() => {
      if (control.value !== "" || document.activeElement === control) return;
      control.value = SAMPLE;
      void control.validity.valid;
      control.value = "";
    });
  }
}
