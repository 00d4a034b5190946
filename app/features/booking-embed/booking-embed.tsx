import { CalendarDays } from "lucide-react";
import { buttonVariants } from "~/components/ui/button";
import { contactIcons } from "~/components/ui/contact-icons";
import { ContactLinks } from "~/components/ui/contact-links";
import { ExternalLink } from "~/components/ui/external-link";
import { bookingEmbed as copy } from "~/content/booking-embed";
import { Island } from "~/islands/island";
import { BOOKING_FRAME } from "./booking-frame";

const linkClass = "font-semibold text-brand underline underline-offset-4 hover:text-brand-strong";

export function BookingEmbed({ url, title }: { url?: string; title: string }) {
  return url ? <LazyBookingFrame url={url} title={title} /> : <BookingFallback />;
}

function LazyBookingFrame({ url, title }: { url: string; title: string }) {
  // The prerendered box holds a placeholder; the third-party calendar (heavy, and full of its own
  // scripts) is created by the booking-embed island only once the box nears the viewport.
  return (
    <Island name="booking-embed" strategy="load">
      {/* The height is reserved up front so the page does not jump when the calendar arrives. */}
      <div
        {...{ [BOOKING_FRAME.src]: url, [BOOKING_FRAME.title]: title }}
        className="h-[44rem] w-full overflow-hidden rounded-card border border-line bg-surface shadow-card"
      >
        <div className="flex size-full flex-col items-center justify-center gap-3 p-6 text-center text-ink-muted">
          <CalendarDays aria-hidden="true" className="size-10 text-brand" />
          <p data-island-placeholder="">{copy.loading}</p>
        </div>
      </div>
      {/* Always shown: some visitors block third-party frames, and small screens book more easily full-page. */}
      <p className="mt-4 text-center">
        <ExternalLink href={url} className={linkClass}>
          {copy.openInNewTab}
        </ExternalLink>
      </p>
    </Island>
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
