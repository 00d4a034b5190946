import { Clock, Mail, MapPin, Phone } from "lucide-react";
import { ExternalLink } from "~/components/ui/external-link";
import { formatAddress, site } from "~/config/site";
import { contactPage } from "~/content/contact";
import { ContactForm } from "~/features/contact-form/contact-form";
import { pageMeta } from "~/lib/meta";
import { PageHeading } from "~/components/sections/page-heading";

export function meta() {
  return pageMeta({
    title: contactPage.metaTitle,
    description: contactPage.metaDescription,
    path: "/contact",
  });
}

const detailClass = "flex items-start gap-3 text-ink";

export default function Contact() {
  return (
    <section className="bg-gradient-to-b from-brand-soft to-surface">
      <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6 sm:py-20 lg:px-8">
        <div className="max-w-3xl">
          <PageHeading
            eyebrow={contactPage.eyebrow}
            title={contactPage.title}
            intro={contactPage.intro}
          />
        </div>
        <div className="mt-12 grid gap-10 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
          <div className="rounded-3xl border border-line bg-surface p-6 shadow-card sm:p-8">
            <h2 className="text-2xl font-bold tracking-tight text-ink">
              {contactPage.formHeading}
            </h2>
            <div className="mt-6">
              <ContactForm />
            </div>
          </div>
          <aside className="space-y-8">
            <div className="rounded-3xl border border-line bg-surface p-6 sm:p-8">
              <h2 className="text-xl font-bold text-ink">{contactPage.detailsHeading}</h2>
              <ul className="mt-5 space-y-4">
                <li className={detailClass}>
                  <Mail aria-hidden="true" className="mt-1 size-5 shrink-0 text-brand" />
                  <a
                    className="font-medium underline-offset-4 hover:underline"
                    href={`mailto:${site.email}`}
                  >
                    {site.email}
                  </a>
                </li>
                <li className={detailClass}>
                  <Phone aria-hidden="true" className="mt-1 size-5 shrink-0 text-brand" />
                  <a
                    className="font-medium underline-offset-4 hover:underline"
                    href={site.phone.href}
                  >
                    {site.phone.display}
                  </a>
                </li>
                <li className={detailClass}>
                  <Clock aria-hidden="true" className="mt-1 size-5 shrink-0 text-brand" />
                  <span>{contactPage.hours}</span>
                </li>
                <li className={detailClass}>
                  <MapPin aria-hidden="true" className="mt-1 size-5 shrink-0 text-brand" />
                  <address className="not-italic">
                    {site.legalName}
                    <br />
                    {formatAddress()}
                  </address>
                </li>
              </ul>
            </div>
            <div className="rounded-3xl border border-line bg-surface p-6 sm:p-8">
              <h2 className="text-xl font-bold text-ink">{contactPage.foundersHeading}</h2>
              <ul className="mt-5 space-y-4">
                {site.founders.map((founder) => (
                  <li key={founder.name}>
                    <p className="font-semibold text-ink">{founder.name}</p>
                    <p className="text-sm text-ink-muted">{founder.role}</p>
                    <ExternalLink
                      href={founder.profileUrl}
                      className="mt-1 inline-flex min-h-6 items-center text-sm font-semibold text-brand underline-offset-4 hover:underline"
                    >
                      {founder.name} on LinkedIn
                    </ExternalLink>
                  </li>
                ))}
              </ul>
            </div>
          </aside>
        </div>
      </div>
    </section>
  );
}
