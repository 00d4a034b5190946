import type * as z from "zod/mini";
import { fieldNames, type FieldName } from "../../../lead-forms/definition";
import { FEEDBACK_BANNER_ATTRIBUTE } from "../../../lead-forms/server-feedback";
import { showFieldError } from "~/components/ui/field-message";
import { compileRulesWhenIdle } from "./compile-rules-when-idle";

type Control = HTMLInputElement | HTMLTextAreaElement;

/** Set on a form while its lead is being sent (the £99 form's SubmitWhenValid reads it). */
export const SENDING_ATTRIBUTE = "data-sending";

/** Marks a form's polite live region, which repeats what the form shows (a toast) for screen readers. */
export const FORM_STATUS_ATTRIBUTE = "data-form-status";

/** A form's values as typed: every field of its schema, "" where nothing was. */
export type TypedValues<Schema extends z.ZodMiniObject> = Record<FieldName<Schema>, string>;

/** What a form's island does with an engine-driven form (enhanceForm). */
export interface EnhancedForm<Schema extends z.ZodMiniObject> {
  values(): TypedValues<Schema>;
  /** Writes values into the fields (a restored draft, or "" after a send); messages go. */
  fill(values: Partial<TypedValues<Schema>>): void;
  /** Sending: the submit button is disabled and says so, and a second submit does nothing. */
  setSending(sending: boolean): void;
  /** Says `message` in the form's live region (FORM_STATUS_ATTRIBUTE). */
  announce(message: string): void;
}

/**
 * A lead form's validation in plain script, on the prerendered markup (ui/field.tsx), with no
 * framework: its island starts in a few milliseconds, so a visitor's first tap and keys never
 * wait for one. It validates as react-hook-form does, with the same schema as the server:
 *
 * - "onTouched": a field is checked when the visitor leaves it (for a press on the submit button,
 *   once the press is over), then on every change;
 * - "onChange": a field is checked on every change, and what was typed before the island
 *   started is checked when it starts;
 * - a submit checks every field, shows each message and focuses the first wrong field, or hands
 *   the schema's output to `onValid`; after a submit every change is checked;
 * - a message the server wrote (a post made without scripts) stays until its field changes, and
 *   the server's line at the top until the next submit.
 *
 * The form keeps its `action`: until this runs, and wherever it fails, the browser posts it.
 */
export function enhanceForm<Schema extends z.ZodMiniObject>(
  form: HTMLFormElement,
  schema: Schema,
  {
    mode,
    invalidText = {},
    onValid,
    onInput,
    sendingLabel,
  }: {
    mode: "onTouched" | "onChange";
    /** Shown instead of the schema's message for these fields (never instead of the server's). */
    invalidText?: Partial<Record<FieldName<Schema>, string>>;
    onValid: (output: z.output<Schema>) => void | Promise<void>;
    /** After each change to a field, with the form's values. */
    onInput?: (values: TypedValues<Schema>) => void;
    /** The submit button's text while sending. */
    sendingLabel: string;
  },
): EnhancedForm<Schema> {
  const names = fieldNames(schema);
  const controls = new Map<string, Control>();
  for (const name of names) {
    const control = form.elements.namedItem(name);
    // A field of the schema the markup lacks could never be corrected: the island fails to
    // start, and the browser posts the form to the server, which says what is missing.
    if (!(control instanceof HTMLInputElement || control instanceof HTMLTextAreaElement))
      throw new Error(`The form has no field named ${name}`);
    controls.set(name, control);
  }
  const button = form.querySelector<HTMLButtonElement>('button[type="submit"]');
  const status = form.querySelector(`[${FORM_STATUS_ATTRIBUTE}]`);
  const idleLabel = button?.textContent ?? "";
  const touched = new Set<string>();
  let submitted = false;
  let sending = false;

  const setSending = (next: boolean) => {
    sending = next;
    form.toggleAttribute(SENDING_ATTRIBUTE, next);
    if (!button) return;
    button.disabled = next;
    button.textContent = next ? sendingLabel : idleLabel;
  };

  const values = () =>
    Object.fromEntries(
      names.map((name) => [name, controls.get(name)?.value ?? ""]),
    ) as TypedValues<Schema>;

  /** Each field's first message from the schema, as react-hook-form's resolver reports it. */
  const check = () => {
    const result = schema.safeParse(values());
    const messages = new Map<string, string>();
    for (const issue of result.error?.issues ?? []) {
      const name = String(issue.path[0]) as FieldName<Schema>;
      if (!messages.has(name)) messages.set(name, invalidText[name] ?? issue.message);
    }
    return { result, messages };
  };

  const show = (name: string, messages: Map<string, string>) => {
    const control = controls.get(name);
    if (control) showFieldError(control, messages.get(name));
  };

  const ruleOf = (name: FieldName<Schema>) => schema.shape[name] as z.ZodMiniType | undefined;

  /**
   * One field's message, from its own rule only: a keystroke or a blur checks the field it
   * changed, not the whole form (a quarter of the work on the £99 form). The schemas are objects
   * of per-field rules; a rule across fields would be the submit's to check.
   */
  const showField = (name: FieldName<Schema>) => {
    const control = controls.get(name);
    const rule = ruleOf(name);
    if (!control || !rule) return;
    const issue = rule.safeParse(control.value).error?.issues[0];
    showFieldError(control, issue && (invalidText[name] ?? issue.message));
  };

  const nameOf = (target: EventTarget | null) => {
    const name = (target as Control | null)?.name;
    return name && controls.get(name) === target ? (name as FieldName<Schema>) : undefined;
  };

  /** Fields showing the server's message (a post made without scripts), kept until they change. */
  const serverMessages = new Set<string>(
    names.filter((name) => controls.get(name)?.getAttribute("aria-invalid") === "true"),
  );

  /**
   * A press on the submit button takes the focus from the field, and a message shown then, above
   * the button, moves the button down under the finger or pointer: the release lands beside it
   * and the browser sends no click (a visitor's Send lost). So a field left for the button is
   * checked in a task after the press is over, after the click and its submit, which checks
   * every field anyway. A mouse holds the button down across tasks (the flag); a tap focuses it
   * and clicks in one task (the focus's new target).
   */
  let pressingSubmit = false;
  let leftForSubmit: FieldName<Schema> | undefined;
  const showLeftField = () => {
    if (pressingSubmit || !leftForSubmit) return;
    showField(leftForSubmit);
    leftForSubmit = undefined;
  };
  button?.addEventListener("pointerdown", () => {
    pressingSubmit = true;
  });
  const pressEnded = () => {
    if (!pressingSubmit) return;
    pressingSubmit = false;
    setTimeout(showLeftField);
  };
  document.addEventListener("pointerup", pressEnded, true);
  document.addEventListener("pointercancel", pressEnded, true);

  form.addEventListener("focusout", (event) => {
    const name = nameOf(event.target);
    if (!name) return;
    touched.add(name);
    if (mode !== "onTouched" || serverMessages.has(name)) return;
    if (pressingSubmit || (button && event.relatedTarget === button)) {
      leftForSubmit = name;
      setTimeout(showLeftField);
    } else {
      showField(name);
    }
  });

  form.addEventListener("input", (event) => {
    const name = nameOf(event.target);
    const control = name && controls.get(name);
    if (!name || !control) return;
    if (serverMessages.delete(name)) showFieldError(control, undefined);
    if (submitted || mode === "onChange" || touched.has(name)) showField(name);
    onInput?.(values());
  });

  form.addEventListener("submit", (event) => {
    event.preventDefault();
    if (sending) return;
    submitted = true;
    leftForSubmit = undefined;
    serverMessages.clear();
    form.querySelector(`[${FEEDBACK_BANNER_ATTRIBUTE}]`)?.remove();
    const { result, messages } = check();
    // Focus first, while the layout is still clean: focusing after the messages went in forced
    // a layout of the whole page inside the tap (about 20 ms more at a 4× CPU slowdown).
    const first = names.find((name) => messages.has(name));
    if (first) controls.get(first)?.focus();
    for (const name of names) show(name, messages);
    if (result.success) void onValid(result.data);
  });

  // A page kept in the back-forward cache comes back as it was left: after a send that went on
  // to another page (the £99 form's payment), that would be a button stuck on "Sending...".
  window.addEventListener("pageshow", (event) => {
    if (event.persisted && sending) setSending(false);
  });

  if (mode === "onChange") {
    // What was typed before this code came is checked now, as typing would have checked it.
    const typed = names.filter((name) => controls.get(name)?.value && !serverMessages.has(name));
    if (typed.length) {
      const { messages } = check();
      for (const name of typed) show(name, messages);
    }
  }

  compileRulesWhenIdle(
    names.flatMap((name) => {
      const control = controls.get(name);
      const rule = ruleOf(name);
      return control && rule ? [{ control, rule }] : [];
    }),
  );

  return {
    values,
    fill(next) {
      for (const name of names) {
        const control = controls.get(name);
        const value = next[name];
        if (control && value !== undefined) {
          control.value = value;
          showFieldError(control, undefined);
        }
      }
      touched.clear();
      submitted = false;
    },
    setSending,
    announce(message) {
      if (status) status.textContent = message;
    },
  };
}
