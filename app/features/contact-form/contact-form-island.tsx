import { hydrating } from "~/islands/hydrate";

// size budget: 103 KB (94.8 KB measured: React and ReactDOM, shared by every React island, the
// form, its schema)

// Props: `{}` as prerendered, or `{ feedback }` where the server wrote a post's answer in.
export const { mount } = hydrating(
  () => import("./contact-form").then((module) => module.ContactForm),
  { worksNatively: true },
);
