import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { installTrustedTypesPolicy } from "./lib/trusted-types";

function hydrate() {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
}

// Before React can touch an HTML sink: client-side navigations write the next page's head.
installTrustedTypesPolicy();
// No wait for a paint here: the built pages start this script only after their first paint
// (scripts/post-build/defer-module-script.ts, docs/decisions/0002).
hydrate();
