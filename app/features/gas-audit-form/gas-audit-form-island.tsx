import { hydrating } from "~/islands/hydrate";

// size budget: 115 KB (101.7 KB measured: React, the £99 form, react-hook-form and the schema)

// Props: `{}` as prerendered, or `{ feedback }` where the server wrote a post's answer in.
export const { mount } = hydrating(
  () => {
    // The form takes react-hook-form and the schema as soon as it has hydrated, so they are
    // part of starting it: fetched beside the form rather than after it, and counted here.
    // A failure shows where the form loads it (gas-audit-form.tsx), not here.
    import("./gas-audit-form-enhancer").catch(() => undefined);
    return import("./gas-audit-form").then((module) => module.GasAuditForm);
  },
  { worksNatively: true },
);
