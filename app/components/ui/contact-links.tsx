import { Mail, Phone, type LucideIcon } from "lucide-react";
import { site } from "~/config/site";

type ContactChannel = "email" | "phone";

const CHANNELS: Record<ContactChannel, { href: string; text: string; icon: LucideIcon }> = {
  email: { href: `mailto:${site.email}`, text: site.email, icon: Mail },
  phone: { href: site.phone.href, text: site.phone.display, icon: Phone },
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
  iconClassName,
}: {
  order?: readonly ContactChannel[];
  /** The element around each link: `li` inside a list, `p` inside an address block. */
  as?: "li" | "p";
  /** Classes of each item around a link. */
  className?: string;
  linkClassName?: string;
  /** When given, each link follows its channel's icon, styled with these classes. */
  iconClassName?: string;
}) {
  return order.map((channel) => {
    const { href, text, icon: Icon } = CHANNELS[channel];
    return (
      <Item key={channel} className={className}>
        {iconClassName ? <Icon aria-hidden="true" className={iconClassName} /> : null}
        <a href={href} className={linkClassName}>
          {text}
        </a>
      </Item>
    );
  });
}
