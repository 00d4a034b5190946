import { ChevronDown } from "lucide-react";
import { NavigationMenu } from "radix-ui";
import {
  useCallback,
  useEffect,
  useRef,
  useState,
  type Dispatch,
  type RefObject,
  type SetStateAction,
} from "react";
import type { NavLink as NavItem } from "~/site-map/navigation";
import { isCurrentPath } from "./current-path";
import type { DesktopNavProps } from "./desktop-nav-props";
import { triggerClass } from "./nav-styles";

/** The brief's menu timings: open 200 ms after hover, skip the delay for 300 ms after closing. */
const MENU_OPEN_DELAY_MS = 200;
const MENU_SKIP_DELAY_MS = 300;

function MenuPanel({
  links,
  columns,
  currentPath,
}: {
  links: NavItem[];
  columns: 1 | 2;
  currentPath: string;
}) {
  return (
    <ul
      className={
        columns === 2 ? "grid w-[40rem] grid-cols-2 gap-1 p-3" : "grid w-[22rem] gap-1 p-3"
      }
    >
      {links.map((link) => (
        <li key={link.href}>
          <NavigationMenu.Link
            href={link.href}
            active={isCurrentPath(currentPath, link.href)}
            className="block rounded-xl p-3 transition-colors hover:bg-surface-muted focus-visible:bg-surface-muted aria-[current=page]:bg-brand-soft"
          >
            <span className="block text-sm font-semibold text-ink">{link.label}</span>
            {link.description ? (
              <span className="mt-0.5 block text-sm leading-snug text-ink-muted">
                {link.description}
              </span>
            ) : null}
          </NavigationMenu.Link>
        </li>
      ))}
    </ul>
  );
}

/**
 * Radix renders a focus proxy beside an open trigger: an invisible element with tabIndex 0 that
 * sends Tab from the trigger into the menu, which lives elsewhere in the DOM (the viewport). It
 * also marks the proxy aria-hidden, and a focusable element hidden from assistive technology
 * fails WCAG checks (axe's aria-hidden-focus; radix-ui/primitives#3085). Focus never rests on the
 * proxy, so we show it to assistive technology rather than take it out of the tab order, which
 * would leave the open menu unreachable by Tab. Only this trigger's own proxy is touched, and only
 * while it is there: see docs/decisions/0004-radix-focus-proxy.md, and the test beside this file,
 * which fails once Radix stops hiding the proxy and this can go.
 */
function useUnhiddenFocusProxy(trigger: RefObject<HTMLButtonElement | null>, open: boolean) {
  useEffect(() => {
    if (!open) return;
    const proxy = trigger.current?.nextElementSibling;
    if (proxy?.matches('[aria-hidden="true"][tabindex="0"]')) proxy.removeAttribute("aria-hidden");
  }, [trigger, open]);
}

function Dropdown({
  value,
  open,
  label,
  links,
  columns,
  currentPath,
}: {
  value: string;
  open: boolean;
  label: string;
  links: NavItem[];
  columns: 1 | 2;
  currentPath: string;
}) {
  const trigger = useRef<HTMLButtonElement>(null);
  useUnhiddenFocusProxy(trigger, open);
  return (
    <NavigationMenu.Item value={value}>
      <NavigationMenu.Trigger ref={trigger} data-menu={value} className={triggerClass}>
        {label}
        <ChevronDown
          aria-hidden="true"
          className="size-4 transition-transform duration-200 group-data-[state=open]:rotate-180"
        />
      </NavigationMenu.Trigger>
      <NavigationMenu.Content className="absolute top-0 left-0">
        <MenuPanel links={links} columns={columns} currentPath={currentPath} />
      </NavigationMenu.Content>
    </NavigationMenu.Item>
  );
}

/**
 * The island starts on the pointer's arrival, so the pointer may already rest on a trigger when
 * the menu hydrates, and Radix opens a menu only on a pointer move. Do what Radix would have
 * done: after the usual delay, open the menu of the trigger the pointer is on, if any, unless a
 * click came first (the loader replays the one that started the island: held-clicks.ts). A
 * finger's tap leaves its button :hover too, and its click has already said open or shut.
 * Returns what the menu calls on every click.
 */
function useHoverCarriedOver(
  root: RefObject<HTMLElement | null>,
  open: Dispatch<SetStateAction<string>>,
): () => void {
  const clicked = useRef(false);
  useEffect(() => {
    const timer = setTimeout(() => {
      if (clicked.current) return;
      const hovered = root.current?.querySelector<HTMLElement>("[data-menu]:hover")?.dataset.menu;
      if (hovered) open((current) => current || hovered);
    }, MENU_OPEN_DELAY_MS);
    return () => clearTimeout(timer);
  }, [root, open]);
  return useCallback(() => {
    clicked.current = true;
  }, []);
}

/**
 * The desktop menu bar: an island (desktop-nav-island.tsx) the loader starts when a pointer or
 * the keyboard first comes to it. The page is prerendered with this very menu, closed, so
 * hydration adopts the nodes the visitor already sees and touches: a button tapped while the
 * island loads is still there when the loader replays the tap. Below `lg` the header hides it,
 * so phones never load it.
 */
export function DesktopNav({ currentPath, label, services, agents, contact }: DesktopNavProps) {
  const root = useRef<HTMLElement>(null);
  const [value, setValue] = useState("");
  const onClick = useHoverCarriedOver(root, setValue);
  return (
    <NavigationMenu.Root
      ref={root}
      value={value}
      onValueChange={setValue}
      onClickCapture={onClick}
      aria-label={label}
      delayDuration={MENU_OPEN_DELAY_MS}
      skipDelayDuration={MENU_SKIP_DELAY_MS}
      className="relative"
    >
      <NavigationMenu.List className="flex items-center gap-1">
        <Dropdown
          value="services"
          open={value === "services"}
          label={services.label}
          links={services.links}
          columns={1}
          currentPath={currentPath}
        />
        <Dropdown
          value="agents"
          open={value === "agents"}
          label={agents.label}
          links={agents.links}
          columns={2}
          currentPath={currentPath}
        />
        <NavigationMenu.Item>
          <NavigationMenu.Link
            href={contact.href}
            active={isCurrentPath(currentPath, contact.href)}
            className={triggerClass}
          >
            {contact.label}
          </NavigationMenu.Link>
        </NavigationMenu.Item>
      </NavigationMenu.List>
      <div className="absolute top-full left-0 pt-2">
        <NavigationMenu.Viewport className="relative h-[var(--radix-navigation-menu-viewport-height)] w-[var(--radix-navigation-menu-viewport-width)] overflow-hidden rounded-2xl border border-line bg-surface shadow-card" />
      </div>
    </NavigationMenu.Root>
  );
}
