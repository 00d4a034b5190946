import {
  createContext,
  useContext,
  useRef,
  type ComponentProps,
  type FocusEvent,
  type FormEvent,
  type ReactNode,
} from "react";
// Types only: the £99 form's first download has no react-hook-form (see GasAuditForm).
import type {
  FieldValues,
  Path,
  SubmitErrorHandler,
  SubmitHandler,
  UseFormHandleSubmit,
  UseFormRegister,
} from "react-hook-form";
import { TextAreaField, TextField } from "~/components/ui/field";
import type { InputConstraints } from "../../../lead-forms/html-constraints";
import { afterNextFrame, type FrameTask } from "~/lib/after-next-frame";

/** What a Field asks of the form around it. */
interface FieldBinding {
  /**
   * The control's name, its react-hook-form binding once there is one, the server's value and
   * the schema's rules as constraint attributes, if the form was given them.
   */
  control(name: string): { name: string; defaultValue?: string | undefined };
  /** What to show under the control, if anything; `invalidText` replaces the schema's message. */
  error(name: string, invalidText?: string): string | undefined;
}

const FieldBindingContext = createContext<FieldBinding | null>(null);

/** The part of react-hook-form's `useForm` (or `useSchemaForm`) result a Form works with. */
export interface FormControl<Input extends FieldValues, Output> {
  register: UseFormRegister<Input>;
  handleSubmit: UseFormHandleSubmit<Input, Output>;
  formState: { errors: Partial<Record<string, { message?: string } | undefined>> };
}

/** The server's answer to a post made without scripts (useServerFeedback). */
interface ServerAnswer {
  /** Field name to the server's message, shown before the form's own until the field changes. */
  errors: Partial<Record<string, string>>;
  /** Field name to what was posted, written back into the field. */
  values: Partial<Record<string, string>>;
  onInput: (event: FormEvent<HTMLFormElement>) => void;
  clear: () => void;
}

/**
 * A lead form: a native <form> (noValidate: the schema's messages, not the browser's) whose
 * Fields are bound to react-hook-form through `form`. With `form` null, as while the £99 form's
 * code is still loading, the Fields are plain inputs that take typing and a submit posts natively.
 * `constraints` (lead-forms/html-constraints.ts) put the schema's rules on the inputs, so that
 * `checkValidity()` answers as the schema does before any of the form's code has loaded.
 */
export function Form<Input extends FieldValues, Output>({
  form,
  server,
  constraints,
  onValid,
  onInvalid,
  id,
  children,
  ...props
}: Omit<ComponentProps<"form">, "onSubmit" | "onInput" | "noValidate"> & {
  form: FormControl<Input, Output> | null;
  server?: ServerAnswer;
  constraints?: Readonly<Record<string, InputConstraints>> | undefined;
  onValid: SubmitHandler<Output>;
  onInvalid?: SubmitErrorHandler<Input>;
}) {
  // Read while rendering, so react-hook-form re-renders the form when the errors change.
  const errors = form?.formState.errors;
  /** Blur checks not run yet: a submit checks every field itself, so it drops them. */
  const pendingChecks = useRef(new Set<FrameTask>());
  const registered = (bound: FormControl<Input, Output>, name: string) => {
    // The schema's keys are the field names; FieldOf keeps callers to them.
    const field = bound.register(name as Path<Input>);
    return {
      ...field,
      // Leaving a field by tapping the next one checks the field left ("onTouched") and renders
      // its message: inside the tap, that delayed the focus moving on by 30–80 ms at a 4× CPU
      // slowdown. The message follows a frame later.
      onBlur: (event: FocusEvent) => {
        const pending = afterNextFrame(() => {
          pendingChecks.current.delete(pending);
          void field.onBlur(event);
        });
        pendingChecks.current.add(pending);
      },
    };
  };
  const binding: FieldBinding = {
    control: (name) => ({
      ...(form ? registered(form, name) : { name }),
      ...constraints?.[name],
      // The same on every render: React would empty a field whose default went away.
      defaultValue: server?.values[name],
    }),
    error(name, invalidText) {
      const invalid = errors?.[name];
      return server?.errors[name] ?? (invalid ? (invalidText ?? invalid.message) : undefined);
    },
  };
  return (
    <form
      id={id}
      noValidate
      {...props}
      onSubmit={(event) => {
        // No binding yet (the £99 form's code is still on its way): the browser posts the form,
        // as it does before the island starts, and the server checks it.
        if (!form) return;
        for (const pending of pendingChecks.current) pending.cancelled = true;
        pendingChecks.current.clear();
        server?.clear();
        event.preventDefault();
        // The tap's frame first (the pressed button), then the check of every field, its
        // messages and the post: inside the tap they held that frame for 40–55 ms at a 4× CPU
        // slowdown. A second send meanwhile is one post still (useLeadSubmission).
        afterNextFrame(() => void form.handleSubmit(onValid, onInvalid)(event));
      }}
      onInput={server?.onInput}
    >
      <FieldBindingContext value={binding}>{children}</FieldBindingContext>
    </form>
  );
}

/** What the Form gives a control, so a Field never takes it. */
type BoundProps = "name" | "defaultValue" | "value" | "onChange" | "onBlur" | "ref";
type InputAttributes = Omit<ComponentProps<"input">, BoundProps>;
type TextAreaAttributes = Omit<ComponentProps<"textarea">, BoundProps>;

/** The words around a control (ui/field.tsx). */
interface FieldText {
  label: string;
  hint?: string;
  optional?: boolean;
}

type FieldProps<Name extends string> = FieldText & {
  name: Name;
  /** Shown instead of the schema's message when the field is invalid (never the server's). */
  invalidText?: string;
} & (({ multiline?: false } & InputAttributes) | ({ multiline: true } & TextAreaAttributes));

/**
 * A labelled input (or, `multiline`, a text area) bound to the Form around it: its value,
 * validation and message, with aria-invalid and aria-describedby wired by ui/field.tsx.
 */
export function Field<Name extends string>({
  name,
  invalidText,
  multiline,
  ...attributes
}: FieldProps<Name>) {
  const binding = useContext(FieldBindingContext);
  if (!binding) throw new Error(`The field ${name} is outside a Form`);
  const error = binding.error(name, invalidText);
  const control = binding.control(name);
  // `multiline` chose which attributes the caller could give.
  return multiline ? (
    <TextAreaField {...(attributes as FieldText & TextAreaAttributes)} error={error} {...control} />
  ) : (
    <TextField {...(attributes as FieldText & InputAttributes)} error={error} {...control} />
  );
}

/** Field for one form's values: a name the form's schema does not have is a type error. */
export type FieldOf<Values> = (props: FieldProps<Extract<keyof Values, string>>) => ReactNode;
