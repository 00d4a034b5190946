import type { ComponentProps } from "react";

/**
 * The field's name for bots to fill: meaningless on purpose, so browsers and password managers
 * have no reason to autofill it.
 */
export const HONEYPOT_FIELD = "ref_code_b7";

/** A text box people never see or reach; a value in it marks the submission as a bot's. */
export function Honeypot(props: ComponentProps<"input">) {
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
      <label>
        Leave this empty
        <input
          type="text"
          tabIndex={-1}
          autoComplete="off"
          data-1p-ignore=""
          data-lpignore="true"
          data-bwignore=""
          data-form-type="other"
          {...props}
        />
      </label>
    </div>
  );
}
