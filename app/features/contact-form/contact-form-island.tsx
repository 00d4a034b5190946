import { hydrating } from "~/islands/hydrate";

// Props: `{}` as prerendered, or `{ feedback }` where the server wrote a post's answer in.
export const { mount } = hydrating(
  () => import("./contact-form").then((module) => module.ContactForm),
  { worksNatively: true },
);
