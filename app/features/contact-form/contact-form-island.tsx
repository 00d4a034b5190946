import { hydrating } from "~/islands/hydrate";
import { ContactForm } from "./contact-form";

// Props: `{}` as prerendered, or `{ feedback }` where the server wrote a post's answer in.
export const { mount } = hydrating(ContactForm, { worksNatively: true });
