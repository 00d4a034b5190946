import { StrictMode, useState } from "react";
import { createRoot } from "react-dom/client";
import { islandIdPrefix } from "../../../shared/island-contract";
import { installTrustedTypesPolicy } from "~/lib/trusted-types";
import { ExitIntentDialog } from "./exit-intent-dialog";

function OpenedPopup() {
  const [open, setOpen] = useState(true);
  return <ExitIntentDialog open={open} setOpen={setOpen} />;
}

/**
 * Shows the popup, opened, in `container`: nothing of it is prerendered, so this is a fresh root
 * rather than a hydration. Fetched by the exit-intent island on the visitor's first activity, and
 * called only once a trigger has fired.
 */
export function showExitIntentDialog(container: HTMLElement): void {
  // Before React can touch an HTML sink (docs/decisions/0007).
  installTrustedTypesPolicy();
  createRoot(container, { identifierPrefix: islandIdPrefix("exit-intent") }).render(
    <StrictMode>
      <OpenedPopup />
    </StrictMode>,
  );
}
