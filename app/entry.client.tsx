import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";

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

// No wait for a paint here: the built pages start this script only after their first paint
// (scripts/post-build/defer-module-script.ts, docs/decisions/0002).
hydrate();
