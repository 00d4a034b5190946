import type { ComponentType } from "react";
import type { ServiceSlug } from "~/site-map/service-catalogue";
import { AiIntegrationArt } from "./ai-integration-art";
import { CustomAiAgentsArt } from "./custom-ai-agents-art";
import { DatabaseReactivationArt } from "./database-reactivation-art";
import { DigitalMarketingArt } from "./digital-marketing-art";
import { LeadGenerationArt } from "./lead-generation-art";
import { SmsWhatsappArt } from "./sms-whatsapp-art";

const illustrations: Record<ServiceSlug, ComponentType<{ className?: string }>> = {
  "ai-integration": AiIntegrationArt,
  "lead-generation": LeadGenerationArt,
  "digital-marketing": DigitalMarketingArt,
  "database-reactivation": DatabaseReactivationArt,
  "custom-ai-agents": CustomAiAgentsArt,
  "sms-whatsapp": SmsWhatsappArt,
};

/** The decorative drawing for a service page or card; the surrounding copy carries the meaning. */
export function ServiceIllustration({
  name,
  className,
}: {
  name: ServiceSlug;
  className?: string;
}) {
  const Art = illustrations[name];
  return <Art className={className} />;
}
