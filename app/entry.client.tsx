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

// The prerendered page is complete without React, so let the browser paint it first and hydrate
// straight after: on a slow phone the first paint no longer waits for the framework to start.
// (A callback of requestAnimationFrame runs just before a paint; the timeout runs after it.) The
// built pages already start their scripts after the first paint (scripts/post-build/
// defer-module-script.ts); this keeps the same order in development, for the cost of one frame.
requestAnimationFrame(() => setTimeout(hydrate, 0));
