import { useLocation } from "react-router";
import { ButtonLink } from "~/components/ui/button";
import { siteHeader } from "~/content/site-header";
import { Island } from "~/islands/island";
import {
  agentLinks,
  agentsOverviewLink,
  contactLink,
  freeAuditLink,
  menuLabels,
  serviceLinks,
} from "~/site-map/navigation";
import { DesktopNav } from "./desktop-nav-menu";
import type { DesktopNavProps } from "./desktop-nav-props";
import { Logo } from "./logo";
import { MobileMenu } from "./mobile-menu";

/**
 * The header is static HTML, prerendered for each route: the router's location marks the current
 * page here, at build time. Only the desktop menu bar is an island, started on hover, a touch
 * or focus; a tap on a menu button before it is ready is replayed once it is.
 */
export function SiteHeader() {
  const { pathname } = useLocation();
  const desktopNav: DesktopNavProps = {
    currentPath: pathname,
    label: siteHeader.mainNavLabel,
    services: { label: menuLabels.services, links: serviceLinks },
    agents: { label: menuLabels.agents, links: [agentsOverviewLink, ...agentLinks] },
    contact: contactLink,
  };
  return (
    <header className="sticky top-0 z-40 border-b border-line bg-surface">
      <div className="container-page flex h-header items-center justify-between gap-4">
        <div className="flex items-center gap-1">
          <MobileMenu currentPath={pathname} />
          <Logo />
        </div>
        {/* display: none below lg, so the island's pointer and focus cues never fire on phones. */}
        <div className="hidden lg:block">
          <Island
            name="desktop-nav"
            strategy="interaction"
            on="pointerover focusin"
            component={DesktopNav}
            props={desktopNav}
          />
        </div>
        <div className="hidden lg:block">
          <ButtonLink href={freeAuditLink.href}>{freeAuditLink.label}</ButtonLink>
        </div>
      </div>
    </header>
  );
}
