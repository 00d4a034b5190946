import { ChevronDown } from "lucide-react";
import { Suspense, useRef, useState, useSyncExternalStore } from "react";
import { NavLink } from "react-router";
import { lazyNamed } from "~/lib/lazy-named";
import { contactLink, menuLabels } from "~/site-map/navigation";
import { triggerClass } from "./nav-styles";

const loadMenu = () => import("./desktop-nav-menu");
const DesktopNavMenu = lazyNamed(loadMenu, "DesktopNavMenu");

/** The `lg` breakpoint, where the dropdown menus replace the drawer. */
const DESKTOP_QUERY = "(min-width: 64rem)";

/**
 * The same buttons and link the Radix menu renders, without its code. Phones never show the
 * desktop menu, so they never download it; wide screens swap it in right after hydration.
 */
function StaticNav({ onWant }: { onWant: (focused?: string) => void }) {
  return (
    <nav
      aria-label="Main"
      onPointerEnter={() => onWant()}
      onFocus={(event) => onWant(event.target.textContent ?? undefined)}
    >
      <ul className="flex items-center gap-1">
        {[menuLabels.services, menuLabels.agents].map((label) => (
          <li key={label}>
            <button
              type="button"
              aria-expanded="false"
              className={triggerClass}
              onClick={() => onWant(label)}
            >
              {label}
              <ChevronDown aria-hidden="true" className="size-4" />
            </button>
          </li>
        ))}
        <li>
          <NavLink to={contactLink.href} className={triggerClass}>
            {contactLink.label}
          </NavLink>
        </li>
      </ul>
    </nav>
  );
}

function subscribeToWidth(onChange: () => void) {
  const query = window.matchMedia(DESKTOP_QUERY);
  query.addEventListener("change", onChange);
  return () => query.removeEventListener("change", onChange);
}

/** False in the prerendered HTML and during hydration, then the real answer. */
function useIsDesktop(): boolean {
  return useSyncExternalStore(
    subscribeToWidth,
    () => window.matchMedia(DESKTOP_QUERY).matches,
    () => false,
  );
}

export function DesktopNav() {
  const isDesktop = useIsDesktop();
  const [touched, setTouched] = useState(false);
  // Which control had keyboard focus when the real menu replaced the static one.
  const focusedLabel = useRef<string | undefined>(undefined);
  const wanted = isDesktop || touched;
  const want = (focused?: string) => {
    focusedLabel.current = focused;
    setTouched(true);
  };
  return (
    <div className="hidden lg:block">
      {wanted ? (
        <Suspense fallback={<StaticNav onWant={want} />}>
          <DesktopNavMenu restoreFocusTo={focusedLabel} />
        </Suspense>
      ) : (
        <StaticNav onWant={want} />
      )}
    </div>
  );
}
