import { hydrating } from "~/islands/hydrate";
import { ContactForm } from "./contact-form";

export const { mount } = hydrating(ContactForm);
