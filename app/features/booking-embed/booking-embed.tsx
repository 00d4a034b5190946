import { CalendarDays } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { buttonVariants } from "~/components/ui/button";
import { contactIcons } from "~/components/ui/contact-icons";
import { ContactLinks } from "~/components/ui/contact-links";
import { ExternalLink } from "~/components/ui/external-link";
import { bookingEmbed as copy } from "~/content/booking-embed";

/**
 * How far ahead of the viewport the calendar starts loading: far enough that it is usually ready
 * by the time it scrolls into view, near enough that visitors who never scroll down never pay for it.
 */
const PRELOAD_ROOT_MARGIN = "400px";

const linkClass = "font-semibold text-brand underline underline-offset-4 hover:text-brand-strong";

export function BookingEmbed({ url, title }: { url?: string; title: string }) {
  return url ? <LazyBookingFrame url={url} title={title} /> : <BookingFallback />;
}

function LazyBookingFrame({ url, title }: { url: string; title: string }) {
  const boxRef = useRef<HTMLDivElement>(null);
  // The prerendered HTML and the first client render both have no iframe, so hydration matches;
  // the third-party calendar (heavy, and full of its own scripts) is created only near the viewport.
  const [isNearViewport, setIsNearViewport] = useState(false);

  useEffect(() => {
    const box = boxRef.current;
    // Every browser we support has IntersectionObserver; without it the new-tab link still works.
    if (!box || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setIsNearViewport(true);
          observer.disconnect();
        }
      },
      { rootMargin: PRELOAD_ROOT_MARGIN },
    );
    observer.observe(box);
    return () => observer.disconnect();
  }, []);

  return (
    <div>
      {/* The height is reserved up front so the page does not jump when the calendar arrives. */}
      <div
        ref={boxRef}
        className="h-[44rem] w-full overflow-hidden rounded-card border border-line bg-surface shadow-card"
      >
        {isNearViewport ? (
          <iframe src={url} title={title} loading="lazy" className="block size-full" />
        ) : (
          <div className="flex size-full flex-col items-center justify-center gap-3 p-6 text-center text-ink-muted">
            <CalendarDays aria-hidden="true" className="size-10 text-brand" />
            <p>{copy.loading}</p>
          </div>
        )}
      </div>
      {/* Always shown: some visitors block third-party frames, and small screens book more easily full-page. */}
      <p className="mt-4 text-center">
        <ExternalLink href={url} className={linkClass}>
          {copy.openInNewTab}
        </ExternalLink>
      </p>
    </div>
  );
}

/** Without a configured calendar there is nothing to frame, so invite a call or email instead. */
function BookingFallback() {
  const { title, text, action } = copy.fallback;
  return (
    <div className="rounded-card border border-line bg-surface p-6 shadow-card sm:p-10">
      <span className="inline-flex size-12 items-center justify-center rounded-xl bg-brand-soft text-brand">
        <CalendarDays aria-hidden="true" className="size-6" />
      </span>
      <h3 className="mt-5 text-2xl font-bold tracking-tight text-balance text-ink">{title}</h3>
      <p className="mt-3 text-lg text-ink-muted">{text}</p>
      <a href={action.href} className={buttonVariants({ size: "lg", className: "mt-8" })}>
        {action.text}
      </a>
      <ul className="mt-8 space-y-3 border-t border-line pt-6">
        <ContactLinks
          order={["phone", "email"]}
          className="flex items-center gap-3"
          icons={{ byChannel: contactIcons, className: "size-5 shrink-0 text-accent-strong" }}
          linkClassName={linkClass}
        />
      </ul>
    </div>
  );
}
