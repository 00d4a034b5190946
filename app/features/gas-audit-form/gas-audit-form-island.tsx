import { hydrating } from "~/islands/hydrate";
import { GasAuditForm } from "./gas-audit-form";

// Props: `{}` as prerendered, or `{ feedback }` where the server wrote a post's answer in.
export const { mount } = hydrating(GasAuditForm, { worksNatively: true });
