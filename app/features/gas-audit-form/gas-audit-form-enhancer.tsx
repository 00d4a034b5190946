import { memo, startTransition, useLayoutEffect, useRef, type RefObject } from "react";
import type { FormControl } from "~/components/lead-forms/form";
import { useSchemaForm } from "~/components/lead-forms/use-schema-form";
import {
  gasAuditLeadSchema,
  type GasAuditLead,
  type GasAuditLeadInput,
} from "../../../lead-forms/gas-audit";
import { fieldNames } from "../../../lead-forms/definition";

/** What the prerendered form needs from react-hook-form once its code has arrived. */
export interface GasAuditFormBinding extends FormControl<GasAuditLeadInput, GasAuditLead> {
  formState: FormControl<GasAuditLeadInput, GasAuditLead>["formState"] & {
    isSubmitting: boolean;
  };
}

const FIELDS = fieldNames(gasAuditLeadSchema);

/**
 * What the form shows of its state: each field's message, and whether a lead is being sent.
 * Not whether the form is valid: the page's script enables the button (SubmitWhenValid).
 */
function shownState(
  errors: GasAuditFormBinding["formState"]["errors"],
  isSubmitting: boolean,
): string {
  const messages = FIELDS.map((name) => (errors[name] ? (errors[name].message ?? true) : false));
  return JSON.stringify([messages, isSubmitting]);
}

/**
 * The audit form's validation and submission (react-hook-form and the zod schema), loaded by
 * GasAuditForm after the first paint. It renders nothing: it takes over the inputs already on the
 * page, with whatever the visitor has typed into them, and hands `register`, `handleSubmit` and
 * the form state back up to the Form, so the inputs are never replaced and keep their text, focus
 * and caret.
 */
function FormEnhancer({
  form,
  onBinding,
}: {
  form: RefObject<HTMLFormElement | null>;
  onBinding: (binding: GasAuditFormBinding) => void;
}) {
  // No default values: a field without one starts from what its input holds, so nothing the
  // visitor typed before this code arrived is lost.
  const {
    register,
    handleSubmit,
    trigger,
    formState: { errors, isSubmitting },
  } = useSchemaForm(gasAuditLeadSchema, { mode: "onChange" });

  // In the same task as this component's commit, before the browser handles another keystroke.
  useLayoutEffect(() => {
    const inputs = form.current?.elements;
    if (!inputs) return;
    const typed: typeof FIELDS = [];
    for (const name of FIELDS) {
      const input = inputs.namedItem(name);
      if (!(input instanceof HTMLInputElement)) continue;
      register(name).ref(input);
      if (input.value) typed.push(name);
    }
    // What was typed before the code came is checked now, as typing would have checked it.
    if (typed.length > 0) void trigger(typed);
  }, [form, register, trigger]);

  // After every render, that is after every change of the form state it reads, but handed up
  // only when something the form shows changed: react-hook-form also renders this when a field
  // first becomes dirty, which the form does not show. While typing, the form's own render is a
  // transition, so it follows the keystroke's frame instead of holding it (inside the first key
  // of each field it took 44–95 ms at a 4× slowdown, docs/performance.md). A submit's start and
  // end are shown at once: the button the page's script disables then stops a second click.
  const shown = useRef<{ state: string; isSubmitting: boolean } | null>(null);
  useLayoutEffect(() => {
    const state = shownState(errors, isSubmitting);
    const before = shown.current;
    if (state === before?.state) return;
    shown.current = { state, isSubmitting };
    const binding = {
      register,
      handleSubmit,
      formState: { errors: { ...errors }, isSubmitting },
    };
    if (before && before.isSubmitting === isSubmitting) startTransition(() => onBinding(binding));
    else onBinding(binding);
  });

  return null;
}

// Memoised: the form re-renders when it receives a binding, and that must not re-render this.
export const GasAuditFormEnhancer = memo(FormEnhancer);
