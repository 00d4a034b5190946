// A relative import: the post-build script reads the sizes and the logo path below, and it runs
// outside the app's Vite config, where the "~" alias does not resolve.
import { env } from "../config/env";

export function absoluteUrl(path: string): string {
  return new URL(path, `${env.siteUrl}/`).href;
}

/** Every page's social card: the meta helper announces this size, the post-build draws it. */
export const SOCIAL_IMAGE_WIDTH_PX = 1200;
export const SOCIAL_IMAGE_HEIGHT_PX = 630;

/** The logo search engines show for the agency: the post-build writes it, structured data names it. */
export const LOGO_PATH = "/logo.png";
