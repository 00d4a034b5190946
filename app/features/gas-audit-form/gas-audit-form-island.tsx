import { hydrating } from "~/islands/hydrate";

// size budget: 92 KB (80.7 KB measured: React, the £99 form and, once it hydrates, react-hook-form
// and the schema)

// Props: `{}` as prerendered, or `{ feedback }` where the server wrote a post's answer in.
export const { mount } = hydrating(
  () => import("./gas-audit-form").then((module) => module.GasAuditForm),
  { worksNatively: true },
);
