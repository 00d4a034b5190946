import { useLocation } from "react-router";
import { ServiceIllustration } from "~/components/illustrations/service-illustration";
import { CtaPanel } from "~/components/sections/cta-panel";
import { FeatureList } from "~/components/sections/feature-list";
import { PageHero } from "~/components/sections/page-hero";
import { Section } from "~/components/sections/section";
import { serviceCopy, servicePageFrame } from "~/content/services";
import { serviceCatalogue } from "~/site-map/service-catalogue";
import { pageLookup } from "~/site-map/page-lookup";
import { servicePath } from "~/site-map/page-paths";
import { routeMeta } from "~/site-map/route-meta";
import { breadcrumbs, service as serviceData } from "~/lib/structured-data";
import type { Route } from "./+types/service";

const serviceForPath = pageLookup(serviceCatalogue, serviceCopy, servicePath);

export function meta({ location }: Route.MetaArgs) {
  const service = serviceForPath(location.pathname);
  const { path } = service;
  return routeMeta(location, service.meta, {
    structuredData: [
      serviceData({
        name: service.title,
        description: service.description,
        path,
        serviceType: service.name,
      }),
      breadcrumbs([{ name: service.name, path }]),
    ],
  });
}

export default function ServicePage() {
  const service = serviceForPath(useLocation().pathname);
  return (
    <>
      <PageHero
        eyebrow={service.tagline}
        title={service.title}
        subtitle={service.subtitle}
        description={service.description}
        cta={service.cta}
        art={<ServiceIllustration name={service.slug} className="h-auto w-full" />}
      />
      <Section>
        <FeatureList title={servicePageFrame.featuresTitle} features={service.features} />
      </Section>
      <CtaPanel {...servicePageFrame.closing} />
    </>
  );
}
