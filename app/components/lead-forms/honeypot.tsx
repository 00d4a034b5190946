import type { ComponentProps } from "react";
import { HONEYPOT_FIELD } from "../../../lead-forms/lead-api";

/** A text box people never see or reach; a value in it marks the submission as a bot's. */
export function Honeypot(props: Omit<ComponentProps<"input">, "name">) {
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
          name={HONEYPOT_FIELD}
        />
      </label>
    </div>
  );
}
