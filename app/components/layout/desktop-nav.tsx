import { ChevronDown } from "lucide-react";
import { useCallback, useRef, useSyncExternalStore, type Ref } from "react";
import { isCurrentPath } from "./current-path";
import type { DesktopNavProps } from "./desktop-nav-props";
import { DesktopNavMenu } from "./desktop-nav-menu";
import { triggerClass } from "./nav-styles";

/**
 * The same buttons and link the Radix menu renders, without its code: what the page is built with
 * and what a visitor sees until they reach for the menu.
 */
function StaticNav({
  label,
  services,
  agents,
  contact,
  currentPath,
  ref,
}: DesktopNavProps & { ref: Ref<HTMLElement> }) {
  return (
    <nav ref={ref} aria-label={label}>
      <ul className="flex items-center gap-1">
        {[services.label, agents.label].map((menu) => (
          <li key={menu}>
            <button type="button" aria-expanded="false" className={triggerClass}>
              {menu}
              <ChevronDown aria-hidden="true" className="size-4" />
            </button>
          </li>
        ))}
        <li>
          <a
            href={contact.href}
            aria-current={isCurrentPath(currentPath, contact.href) ? "page" : undefined}
            className={triggerClass}
          >
            {contact.label}
          </a>
        </li>
      </ul>
    </nav>
  );
}

const noSubscription = () => () => {};

/** False in the prerendered HTML and while hydrating (so the markup matches), then true. */
function useStarted(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/**
 * The desktop menu bar, an island (desktop-nav-island.tsx) that the loader starts when a pointer
 * or the keyboard first comes to it. It hydrates as the static bar, then swaps in the Radix menu;
 * the control that had focus gets it back. Below `lg` the header hides it, so phones never load it.
 */
export function DesktopNav(props: DesktopNavProps) {
  const started = useStarted();
  // Which control had keyboard focus when the real menu replaced the static one.
  const focusedLabel = useRef<string | undefined>(undefined);
  // Runs as the static bar is detached, before its buttons leave the page and take focus along.
  const rememberFocus = useCallback((nav: HTMLElement | null) => {
    if (!nav) return;
    return () => {
      const active = document.activeElement;
      if (active instanceof HTMLElement && nav.contains(active)) {
        focusedLabel.current = active.textContent?.trim();
      }
    };
  }, []);
  return started ? (
    <DesktopNavMenu {...props} restoreFocusTo={focusedLabel} />
  ) : (
    <StaticNav {...props} ref={rememberFocus} />
  );
}
