import { Menu } from "lucide-react";
import { IconTooltip } from "~/components/ui/icon-tooltip";
import { siteHeader } from "~/content/site-header";
import { SITE_LINKS_ID } from "./site-footer";
import { MobileDrawer, MOBILE_DRAWER_ID } from "./mobile-drawer";

/** Without a display value: the button is inline-flex, the no-script link hidden until needed. */
const iconButtonClass =
  "size-11 items-center justify-center rounded-full text-ink hover:bg-surface-muted";

/**
 * The "Open menu" button below `lg` and the drawer it opens. Plain HTML: the island loader's
 * dialog wiring opens the drawer, so phones run no React for the menu. With scripting off the
 * button could not open anything, so a link to the footer's links takes its place.
 */
export function MobileMenu({ currentPath }: { currentPath: string }) {
  // Both ends of that swap are marked, so that a test comparing the page with and without
  // scripts can set the pair aside (tests/e2e/page-sweep.spec.ts, through page-text.ts).
  return (
    <>
      <span data-scripting-alternative="" className="contents">
        <IconTooltip label={siteHeader.openMenu} className="lg:hidden noscript:hidden">
          <button
            type="button"
            data-opens-dialog={MOBILE_DRAWER_ID}
            aria-haspopup="dialog"
            aria-controls={MOBILE_DRAWER_ID}
            className={`${iconButtonClass} inline-flex`}
          >
            <Menu aria-hidden="true" className="size-6" />
            <span className="sr-only">{siteHeader.openMenu}</span>
          </button>
        </IconTooltip>
      </span>
      <a
        data-scripting-alternative=""
        href={`#${SITE_LINKS_ID}`}
        className={`${iconButtonClass} hidden noscript:max-lg:inline-flex`}
      >
        <Menu aria-hidden="true" className="size-6" />
        <span className="sr-only">{siteHeader.siteLinks}</span>
      </a>
      <MobileDrawer currentPath={currentPath} />
    </>
  );
}
