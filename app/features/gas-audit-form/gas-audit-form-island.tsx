import { hydrating } from "~/islands/hydrate";

// Props: `{}` as prerendered, or `{ feedback }` where the server wrote a post's answer in.
export const { mount } = hydrating(
  () => import("./gas-audit-form").then((module) => module.GasAuditForm),
  { worksNatively: true },
);
