/**
 * The content the launch check judges: SITE_CONTENT_FILE when it is set (what the next build would
 * be made from), otherwise the content of the release being served (`build`'s content.json, as the
 * server reads it), otherwise the defaults.
 */
import { join } from "node:path";
import { phoneHref } from "../../app/content-model/business-format";
import type { SiteContent } from "../../app/content-model/registry";
import { readReleaseContent } from "../../server/release-content";
import { resolveBuild } from "../../server/release";
import { readBuildContent, SITE_CONTENT_FILE } from "../site-content/read-content-file";
import type { SiteFacts } from "./site-checks";

export function readLaunchContent(root: string, env: NodeJS.ProcessEnv = process.env): SiteContent {
  if (env[SITE_CONTENT_FILE]?.trim()) return readBuildContent(env);
  return readReleaseContent(resolveBuild(join(root, env.BUILD_DIR ?? "build")).dir);
}

export function siteFacts({ business, offers, urgency }: SiteContent): SiteFacts {
  return {
    ...business,
    phone: { display: business.phone, href: phoneHref(business.phone) },
    offers: { auditPrice: offers.auditPrice, links: offers.links },
    urgency: {
      enabled: urgency.enabled,
      mode: urgency.spots.mode,
      weeklyCapacity: urgency.spots.weeklyCapacity,
    },
  };
}
