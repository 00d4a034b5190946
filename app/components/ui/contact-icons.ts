import { Mail, Phone } from "lucide-react";

/** The icon beside each ContactLinks channel, where a design shows one. */
export const contactIcons = { email: Mail, phone: Phone };
