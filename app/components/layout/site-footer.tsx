import { env } from "~/config/env";
import { ContactLinks } from "~/components/ui/contact-links";
import { ExternalLink } from "~/components/ui/external-link";
import { formatAddress, mapUrl } from "~/config/site";
import { siteFooter } from "~/content/site-footer";
import { footerLinks } from "~/site-map/navigation";
import { OPENS_COOKIE_SETTINGS } from "~/lib/cookie-settings";
import { CurrentYear } from "./current-year";
import { Logo } from "./logo";

/** The footer's id: with scripting off, the header's menu button is a link to its links. */
export const SITE_LINKS_ID = "site-links";

const footerLinkClass =
  "inline-flex min-h-6 items-center underline-offset-4 hover:text-white hover:underline";

export function SiteFooter() {
  return (
    <footer id={SITE_LINKS_ID} className="mt-auto bg-night text-night-muted">
      <div className="container-page grid grid-cols-2 gap-x-6 gap-y-10 py-14 md:grid-cols-3 lg:grid-cols-5">
        <div className="col-span-2 md:col-span-3 lg:col-span-2">
          <Logo tone="light" />
          <p className="mt-4 max-w-sm text-sm leading-relaxed">{siteFooter.blurb}</p>
          <address className="mt-6 space-y-1 text-sm not-italic">
            <p>
              <ExternalLink href={mapUrl()} className={footerLinkClass}>
                {formatAddress()}
              </ExternalLink>
            </p>
            <p>{siteFooter.hours}</p>
            <p>{siteFooter.prices}</p>
            <ContactLinks
              as="p"
              linkClassName="inline-flex min-h-6 items-center text-white underline-offset-4 hover:underline"
            />
          </address>
        </div>
        {footerLinks.map((group) => (
          <nav key={group.heading} aria-label={siteFooter.linksLabel(group.heading)}>
            <h2 className="text-sm font-semibold tracking-wide text-white">{group.heading}</h2>
            <ul className="mt-4 space-y-1 text-sm">
              {group.links.map((link) => (
                <li key={link.href}>
                  <a
                    href={link.href}
                    className="inline-flex min-h-7 items-center underline-offset-4 hover:text-white hover:underline"
                  >
                    {link.label}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t border-night-raised">
        <div className="container-page flex flex-col gap-3 py-6 text-sm md:flex-row md:items-center md:justify-between">
          <p>
            © <CurrentYear /> {siteFooter.legalNotice}
          </p>
          {env.gtmId ? (
            <button
              type="button"
              {...OPENS_COOKIE_SETTINGS}
              className="inline-flex min-h-6 shrink-0 items-center text-left text-white underline underline-offset-4"
            >
              {siteFooter.cookieSettings}
            </button>
          ) : null}
        </div>
      </div>
    </footer>
  );
}
