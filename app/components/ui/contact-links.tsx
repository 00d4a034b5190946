import type { LucideIcon } from "lucide-react";
import { site } from "~/config/site";

type ContactChannel = "email" | "phone";

const CHANNELS: Record<ContactChannel, { href: string; text: string }> = {
  email: { href: `mailto:${site.email}`, text: site.email },
  phone: { href: site.phone.href, text: site.phone.display },
};

/**
 * The agency's email address and phone number as links, one list item or paragraph each, straight
 * from the site config. The footer, the contact page and the booking fallback style them their
 * own way; the address and number are written only in config/site.ts.
 */
export function ContactLinks({
  order = ["email", "phone"],
  as: Item = "li",
  className,
  linkClassName,
  icons,
}: {
  order?: readonly ContactChannel[];
  /** The element around each link: `li` inside a list, `p` inside an address block. */
  as?: "li" | "p";
  /** Classes of each item around a link. */
  className?: string;
  linkClassName?: string;
  /**
   * An icon before each link (contact-icons.ts). Passed in rather than imported here, so the
   * footer on every page does not carry icons it never shows.
   */
  icons?: { byChannel: Record<ContactChannel, LucideIcon>; className: string };
}) {
  return order.map((channel) => {
    const { href, text } = CHANNELS[channel];
    const Icon = icons?.byChannel[channel];
    return (
      <Item key={channel} className={className}>
        {Icon ? <Icon aria-hidden="true" className={icons.className} /> : null}
        <a href={href} className={linkClassName}>
          {text}
        </a>
      </Item>
    );
  });
}
