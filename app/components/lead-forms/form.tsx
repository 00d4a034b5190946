import {
  createContext,
  useContext,
  useRef,
  type ComponentProps,
  type FocusEvent,
  type ReactNode,
} from "react";
// Types only: the £99 form's markup is rendered with no binding (see GasAuditForm).
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
   * The control's name, its react-hook-form binding if there is one, and the schema's rules as
   * constraint attributes, if the form was given them.
   */
  control(name: string): { name: string };
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

/**
 * A lead form: a native <form> (noValidate: the schema's messages, not the browser's) whose
 * Fields are bound to react-hook-form through `form` (the exit-intent popup). With `form` null the
 * Fields are plain inputs that take typing and a submit posts natively: the £99 form's markup,
 * which its island of plain script takes over (form-engine.ts).
 * `constraints` (lead-forms/html-constraints.ts) put the schema's rules on the inputs, so that
 * `checkValidity()` answers as the schema does before any of the form's code has loaded.
 */
export function Form<Input extends FieldValues, Output>({
  form,
  constraints,
  onValid,
  onInvalid,
  id,
  children,
  ...props
}: Omit<ComponentProps<"form">, "onSubmit" | "onInput" | "noValidate"> & {
  form: FormControl<Input, Output> | null;
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
    }),
    error(name, invalidText) {
      const invalid = errors?.[name];
      return invalid ? (invalidText ?? invalid.message) : undefined;
    },
  };
  return (
    <form
      id={id}
      noValidate
      {...props}
      onSubmit={(event) => {
        // No binding: the browser posts the form (or the island that took it over sends it).
        if (!form) return;
        for (const pending of pendingChecks.current) pending.cancelled = true;
        pendingChecks.current.clear();
        event.preventDefault();
        // The tap's frame first (the pressed button), then the check of every field, its
        // messages and the post: inside the tap they held that frame for 40–55 ms at a 4× CPU
        // slowdown. A second send meanwhile is one post still (useLeadSubmission).
        afterNextFrame(() => void form.handleSubmit(onValid, onInvalid)(event));
      }}
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
  /** Shown instead of the schema's message when the field is invalid. */
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
