import { Clock, MapPin } from "lucide-react";
import { contactIcons } from "~/components/ui/contact-icons";
import { ContactLinks } from "~/components/ui/contact-links";
import { SideCard } from "./side-card";

const itemClass = "flex items-start gap-3 text-ink";
const iconClass = "mt-1 size-5 shrink-0 text-brand";

/** Email, phone, opening hours and postal address, each beside its icon. */
export function ContactDetailsCard({
  title,
  hours,
  address,
}: {
  title: string;
  hours: string;
  address: { name: string; lines: string };
}) {
  return (
    <SideCard title={title}>
      <ContactLinks
        className={itemClass}
        icons={{ byChannel: contactIcons, className: iconClass }}
        linkClassName="font-medium underline-offset-4 hover:underline"
      />
      <li className={itemClass}>
        <Clock aria-hidden="true" className={iconClass} />
        <span>{hours}</span>
      </li>
      <li className={itemClass}>
        <MapPin aria-hidden="true" className={iconClass} />
        <address className="not-italic">
          {address.name}
          <br />
          {address.lines}
        </address>
      </li>
    </SideCard>
  );
}
