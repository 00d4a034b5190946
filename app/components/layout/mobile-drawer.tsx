import { ChevronDown, X } from "lucide-react";
import { Collapsible, Dialog } from "radix-ui";
import { NavLink, useLocation } from "react-router";
import type { RefObject } from "react";
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
import { Logo } from "./logo";
import { CurrentYear } from "./current-year";
import { site } from "~/config/site";

const linkClass =
  "flex min-h-11 items-center rounded-xl px-3 text-base font-medium text-ink transition-colors hover:bg-surface-muted aria-[current=page]:bg-brand-soft aria-[current=page]:font-semibold aria-[current=page]:text-brand-strong";

function DrawerLink({ link, end = false }: { link: NavItem; end?: boolean }) {
  return (
    <Dialog.Close asChild>
      <NavLink to={link.href} end={end} className={linkClass}>
        {link.label}
      </NavLink>
    </Dialog.Close>
  );
}

function DrawerSection({
  label,
  links,
  defaultOpen,
}: {
  label: string;
  links: NavItem[];
  defaultOpen: boolean;
}) {
  return (
    <Collapsible.Root defaultOpen={defaultOpen}>
      <Collapsible.Trigger className="group flex min-h-11 w-full items-center justify-between rounded-xl px-3 text-base font-medium text-ink hover:bg-surface-muted">
        {label}
        <ChevronDown
          aria-hidden="true"
          className="size-5 text-ink-muted transition-transform group-data-[state=open]:rotate-180"
        />
      </Collapsible.Trigger>
      <Collapsible.Content>
        <ul className="mt-1 ml-3 space-y-0.5 border-l border-line pl-2">
          {links.map((link) => (
            <li key={link.href}>
              <DrawerLink link={link} end />
            </li>
          ))}
        </ul>
      </Collapsible.Content>
    </Collapsible.Root>
  );
}

/**
 * The navigation below the `lg` breakpoint: a left drawer with collapsible sections. Loaded on
 * demand by MobileMenu, so pages do not carry the dialog code until someone opens the menu.
 */
export function MobileDrawer({
  open,
  onOpenChange,
  returnFocusTo,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocusTo: RefObject<HTMLButtonElement | null>;
}) {
  const { pathname } = useLocation();
  const agentsLinks = [agentsOverviewLink, ...agentLinks];
  const inSection = (links: NavItem[]) => links.some((link) => pathname.startsWith(link.href));

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-night/60 data-[state=open]:animate-fade-in" />
        <Dialog.Content
          className="fixed inset-y-0 left-0 z-50 flex w-[20rem] max-w-[calc(100vw-2rem)] flex-col bg-surface shadow-card data-[state=open]:animate-slide-in-left"
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocusTo.current?.focus();
          }}
        >
          <div className="flex items-center justify-between border-b border-line px-4 py-3">
            <Dialog.Close asChild>
              <Logo />
            </Dialog.Close>
            <Dialog.Close className="inline-flex size-11 items-center justify-center rounded-full text-ink hover:bg-surface-muted">
              <X aria-hidden="true" className="size-6" />
              <span className="sr-only">Close menu</span>
            </Dialog.Close>
          </div>
          <Dialog.Title className="sr-only">Menu</Dialog.Title>
          <nav aria-label="Mobile" className="flex-1 overflow-y-auto px-3 py-4">
            <ul className="space-y-1">
              <li>
                <DrawerLink link={homeLink} end />
              </li>
              <li>
                <DrawerSection
                  label={menuLabels.services}
                  links={serviceLinks}
                  defaultOpen={inSection(serviceLinks)}
                />
              </li>
              <li>
                <DrawerSection
                  label={menuLabels.agents}
                  links={agentsLinks}
                  defaultOpen={inSection(agentsLinks)}
                />
              </li>
              <li>
                <DrawerLink link={contactLink} end />
              </li>
              <li className="pt-3">
                <Dialog.Close asChild>
                  <NavLink
                    to={freeAuditLink.href}
                    end
                    className="flex min-h-12 items-center justify-center rounded-full bg-brand px-5 font-semibold text-white shadow-sm hover:bg-brand-strong aria-[current=page]:ring-4 aria-[current=page]:ring-brand-soft"
                  >
                    {freeAuditLink.label}
                  </NavLink>
                </Dialog.Close>
              </li>
            </ul>
          </nav>
          <p className="border-t border-line px-6 py-4 text-sm text-ink-muted">
            © <CurrentYear /> {site.legalName}
          </p>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
