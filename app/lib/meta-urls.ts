import { env } from "~/config/env";

export function absoluteUrl(path: string): string {
  return new URL(path, `${env.siteUrl}/`).href;
}

export const SOCIAL_IMAGE_WIDTH_PX = 1200;
export const SOCIAL_IMAGE_HEIGHT_PX = 630;
