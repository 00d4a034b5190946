import { ContactDetailsCard } from "~/components/sections/contact-details-card";
import { ContactLayout } from "~/components/sections/contact-layout";
import { FormCard } from "~/components/sections/form-card";
import { FoundersCard } from "~/components/sections/founders-card";
import { PageHeading } from "~/components/sections/page-heading";
import { contactPage } from "~/content/contact";
import { ContactForm } from "~/features/contact-form/contact-form";
import { Island } from "~/islands/island";
import { routeMeta } from "~/site-map/route-meta";
import type { Route } from "./+types/contact";

export function meta({ location }: Route.MetaArgs) {
  return routeMeta(location, contactPage.meta);
}

export default function Contact() {
  const { heading, form, details, founders } = contactPage;
  return (
    <ContactLayout
      heading={<PageHeading {...heading} />}
      form={
        <FormCard title={form.title}>
          <Island name="contact-form" strategy="idle">
            <ContactForm />
          </Island>
        </FormCard>
      }
      aside={
        <>
          <ContactDetailsCard {...details} />
          <FoundersCard {...founders} />
        </>
      }
    />
  );
}
