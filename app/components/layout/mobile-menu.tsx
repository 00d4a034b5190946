import { Menu } from "lucide-react";
import { Suspense, useRef, useState } from "react";
import { IconTooltip } from "~/components/ui/icon-tooltip";
import { lazyNamed } from "~/lib/lazy-named";

const loadDrawer = () => import("./mobile-drawer");
const MobileDrawer = lazyNamed(loadDrawer, "MobileDrawer");

/** The "Open menu" button below `lg`; the drawer's code is fetched when a visitor reaches for it. */
export function MobileMenu() {
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  const button = useRef<HTMLButtonElement>(null);

  return (
    <>
      <IconTooltip label="Open menu" className="lg:hidden">
        <button
          ref={button}
          type="button"
          aria-haspopup="dialog"
          aria-expanded={open}
          onPointerEnter={() => void loadDrawer()}
          onFocus={() => void loadDrawer()}
          onClick={() => {
            setMounted(true);
            setOpen(true);
          }}
          className="inline-flex size-11 items-center justify-center rounded-full text-ink hover:bg-surface-muted"
        >
          <Menu aria-hidden="true" className="size-6" />
          <span className="sr-only">Open menu</span>
        </button>
      </IconTooltip>
      {mounted ? (
        <Suspense fallback={null}>
          <MobileDrawer open={open} onOpenChange={setOpen} returnFocusTo={button} />
        </Suspense>
      ) : null}
    </>
  );
}
