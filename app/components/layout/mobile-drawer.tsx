import { ChevronDown, X } from "lucide-react";
import { site } from "~/config/site";
import { siteHeader } from "~/content/site-header";
import {
  agentLinks,
  agentsOverviewLink,
  contactLink,
  freeAuditLink,
  homeLink,
  menuLabels,
  serviceLinks,
  type NavLink as NavItem,
} from "~/site-map/navigation";
import { CurrentYear } from "./current-year";
import { isCurrentPath, isInSection } from "./current-path";
import { Logo } from "./logo";

/** The id the "Open menu" button names in data-opens-dialog. */
export const MOBILE_DRAWER_ID = "mobile-menu";

const linkClass =
  "flex min-h-11 items-center rounded-xl px-3 text-base font-medium text-ink transition-colors hover:bg-surface-muted aria-[current=page]:bg-brand-soft aria-[current=page]:font-semibold aria-[current=page]:text-brand-strong";

function DrawerLink({ link, currentPath }: { link: NavItem; currentPath: string }) {
  return (
    <a
      href={link.href}
      aria-current={isCurrentPath(currentPath, link.href) ? "page" : undefined}
      className={linkClass}
    >
      {link.label}
    </a>
  );
}

/** A native disclosure: it opens and closes with no script, each section on its own. */
function DrawerSection({
  label,
  links,
  currentPath,
}: {
  label: string;
  links: NavItem[];
  currentPath: string;
}) {
  const inSection = isInSection(
    currentPath,
    links.map((link) => link.href),
  );
  return (
    <details open={inSection} className="group">
      <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between rounded-xl px-3 text-base font-medium text-ink hover:bg-surface-muted [&::-webkit-details-marker]:hidden">
        {label}
        <ChevronDown
          aria-hidden="true"
          className="size-5 text-ink-muted transition-transform group-open:rotate-180"
        />
      </summary>
      <ul className="mt-1 ml-3 space-y-0.5 border-l border-line pl-2">
        {links.map((link) => (
          <li key={link.href}>
            <DrawerLink link={link} currentPath={currentPath} />
          </li>
        ))}
      </ul>
    </details>
  );
}

/**
 * The navigation below the `lg` breakpoint: a native modal <dialog> prerendered into every page,
 * opened by the island loader's dialog wiring (showModal gives the focus trap, Escape and focus
 * return) and needing no React in the browser. A followed link closes it by leaving the page; a
 * click on the backdrop closes it through `data-light-dismiss`, which is why the content fills the
 * dialog's whole box: only a backdrop click can target the dialog itself. On phones its backdrop is
 * opaque, which lets the page behind it go unrendered while it is open (app.css).
 */
export function MobileDrawer({ currentPath }: { currentPath: string }) {
  return (
    <dialog
      id={MOBILE_DRAWER_ID}
      data-light-dismiss=""
      aria-label={siteHeader.menuName}
      className="fixed inset-y-0 right-auto left-0 m-0 h-dvh max-h-none w-[20rem] max-w-[calc(100vw-2rem)] overflow-hidden bg-surface text-ink shadow-card backdrop:animate-fade-in backdrop:bg-night/60 open:animate-slide-in-left motion-reduce:animate-none motion-reduce:backdrop:animate-none max-sm:backdrop:animate-none max-sm:backdrop:bg-night"
    >
      <div className="flex h-full flex-col">
        <div className="flex items-center justify-between border-b border-line px-4 py-3">
          <Logo />
          <form method="dialog">
            <button
              type="submit"
              autoFocus
              className="inline-flex size-11 items-center justify-center rounded-full text-ink hover:bg-surface-muted"
            >
              <X aria-hidden="true" className="size-6" />
              <span className="sr-only">{siteHeader.closeMenu}</span>
            </button>
          </form>
        </div>
        <nav aria-label={siteHeader.mobileNavLabel} className="flex-1 overflow-y-auto px-3 py-4">
          <ul className="space-y-1">
            <li>
              <DrawerLink link={homeLink} currentPath={currentPath} />
            </li>
            <li>
              <DrawerSection
                label={menuLabels.services}
                links={serviceLinks}
                currentPath={currentPath}
              />
            </li>
            <li>
              <DrawerSection
                label={menuLabels.agents}
                links={[agentsOverviewLink, ...agentLinks]}
                currentPath={currentPath}
              />
            </li>
            <li>
              <DrawerLink link={contactLink} currentPath={currentPath} />
            </li>
            <li className="pt-3">
              <a
                href={freeAuditLink.href}
                aria-current={isCurrentPath(currentPath, freeAuditLink.href) ? "page" : undefined}
                className="flex min-h-12 items-center justify-center rounded-full bg-brand px-5 font-semibold text-white shadow-sm hover:bg-brand-strong aria-[current=page]:ring-4 aria-[current=page]:ring-brand-soft"
              >
                {freeAuditLink.label}
              </a>
            </li>
          </ul>
        </nav>
        <p className="border-t border-line px-6 py-4 text-sm text-ink-muted">
          © <CurrentYear /> {site.legalName}
        </p>
      </div>
    </dialog>
  );
}
