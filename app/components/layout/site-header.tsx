import { ButtonLink } from "~/components/ui/button";
import { freeAuditLink } from "~/site-map/navigation";
import { DesktopNav } from "./desktop-nav";
import { Logo } from "./logo";
import { MobileMenu } from "./mobile-menu";

export function SiteHeader() {
  return (
    <header className="sticky top-0 z-40 border-b border-line bg-surface/95 backdrop-blur">
      <div className="container-page flex h-header items-center justify-between gap-4">
        <div className="flex items-center gap-1">
          <MobileMenu />
          <Logo />
        </div>
        <DesktopNav />
        <div className="hidden lg:block">
          <ButtonLink href={freeAuditLink.href}>{freeAuditLink.label}</ButtonLink>
        </div>
      </div>
    </header>
  );
}
