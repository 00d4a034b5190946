import { X } from "lucide-react";
import { Dialog } from "radix-ui";
import { useState } from "react";
import { Button } from "~/components/ui/button";
import { Field, Form, type FieldOf } from "~/components/lead-forms/form";
import { PersonFields } from "~/components/lead-forms/person-fields";
import { Honeypot } from "~/components/lead-forms/honeypot";
import { PrivacyNote } from "~/components/lead-forms/privacy-note";
import { useSchemaForm } from "~/components/lead-forms/use-schema-form";
import { exitIntentPopup as copy } from "~/content/exit-intent";
import { POPUP_FAILURE, POPUP_INVALID, POPUP_SUCCESS } from "../../../lead-forms/messages";
import { gasAuditThankYouPath } from "~/site-map/page-paths";
import { failureMessage } from "~/lib/submit-lead";
import { useLeadSubmission } from "~/lib/use-lead-submission";
import {
  exitIntentForm,
  exitIntentFormSchema,
  toExitIntentSubmission,
  type ExitIntentInput,
  type ExitIntentValues,
} from "../../../lead-forms/exit-intent";
import { emptyValues } from "../../../lead-forms/definition";

const ExitIntentField: FieldOf<ExitIntentInput> = Field;

/** Long enough to read the thanks before moving on to the booking confirmation. */
const SUCCESS_CLOSE_DELAY_MS = 900;

type Status = "idle" | "invalid" | "sending" | "success" | { error: string };

const EMPTY: ExitIntentInput = emptyValues(exitIntentFormSchema);

/** The popup itself, loaded by the exit-intent island only once one of its triggers has fired. */
export function ExitIntentDialog({
  open,
  setOpen,
}: {
  open: boolean;
  setOpen: (open: boolean) => void;
}) {
  const [status, setStatus] = useState<Status>("idle");
  // The popup opens by itself, with no trigger button for Radix to return focus to: give focus
  // back to wherever the visitor was when it appeared.
  const [returnFocusTo] = useState(() =>
    document.activeElement instanceof HTMLElement ? document.activeElement : null,
  );
  const form = useSchemaForm(exitIntentFormSchema, { defaultValues: EMPTY });

  // One lead to the API; the server sends it on to both the lead and the report webhooks.
  const { honeypot, submit } = useLeadSubmission<ReturnType<typeof toExitIntentSubmission>>(
    exitIntentForm,
    {
      onStored() {
        setStatus("success");
        setTimeout(() => {
          setOpen(false);
          // A document navigation: the pages are static, with no client-side router.
          window.location.assign(gasAuditThankYouPath("report"));
        }, SUCCESS_CLOSE_DELAY_MS);
      },
      onFailed: (failure) => setStatus({ error: failureMessage(failure, POPUP_FAILURE) }),
    },
  );

  const send = async (values: ExitIntentValues) => {
    if (status === "success" || status === "sending") return;
    setStatus("sending");
    await submit(toExitIntentSubmission(values));
  };

  const message =
    status === "invalid"
      ? POPUP_INVALID
      : status === "success"
        ? POPUP_SUCCESS
        : typeof status === "object"
          ? status.error
          : "";

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-night/60 data-[state=open]:animate-fade-in" />
        <Dialog.Content
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocusTo?.focus();
          }}
          className="fixed inset-x-0 bottom-0 z-50 max-h-[92dvh] overflow-y-auto rounded-t-3xl bg-surface p-6 shadow-card data-[state=open]:animate-fade-in sm:p-8 md:inset-x-auto md:top-1/2 md:bottom-auto md:left-1/2 md:w-[36rem] md:-translate-x-1/2 md:-translate-y-1/2 md:rounded-3xl"
        >
          <Dialog.Close className="absolute top-3 right-3 inline-flex size-11 items-center justify-center rounded-full text-ink-muted hover:bg-surface-muted">
            <X aria-hidden="true" className="size-5" />
            <span className="sr-only">{copy.close}</span>
          </Dialog.Close>
          <p className="text-sm font-semibold tracking-widest text-accent-strong uppercase">
            {copy.badge}
          </p>
          <Dialog.Title className="mt-2 pr-10 text-2xl font-bold tracking-tight text-ink">
            {copy.title}
          </Dialog.Title>
          <Dialog.Description className="mt-2 text-ink-muted">
            {copy.description}
          </Dialog.Description>
          <Form
            form={form}
            onValid={send}
            onInvalid={() => setStatus("invalid")}
            aria-label={copy.formLabel}
            className="relative mt-6 grid gap-4"
          >
            <PersonFields />
            <div className="grid gap-4 sm:grid-cols-2">
              <ExitIntentField
                name="businessName"
                label={copy.fields.businessName}
                optional
                autoComplete="organization"
              />
              <ExitIntentField
                name="websiteUrl"
                label={copy.fields.website}
                optional
                type="url"
                inputMode="url"
                autoComplete="url"
              />
            </div>
            <ExitIntentField
              name="preferredTime"
              label={copy.fields.preferredTime}
              optional
              placeholder={copy.fields.preferredTimePlaceholder}
            />
            <Honeypot ref={honeypot} />
            <p
              role="status"
              aria-live="polite"
              className={
                status === "success"
                  ? "rounded-xl bg-success-soft px-4 py-3 font-medium text-success"
                  : message
                    ? "rounded-xl bg-danger-soft px-4 py-3 font-medium text-danger"
                    : "sr-only"
              }
            >
              {message}
            </p>
            <PrivacyNote purpose={copy.privacyPurpose} />
            <Button type="submit" size="lg" disabled={status === "sending" || status === "success"}>
              {status === "sending" ? copy.sending : copy.submit}
            </Button>
          </Form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
