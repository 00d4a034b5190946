import { Resvg } from "@resvg/resvg-js";
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import satori from "satori";
import {
  SOCIAL_IMAGE_HEIGHT_PX as CARD_HEIGHT_PX,
  SOCIAL_IMAGE_WIDTH_PX as CARD_WIDTH_PX,
} from "../../app/lib/meta-urls";

const require = createRequire(import.meta.url);

/** Theme colours from app/styles/app.css: a PNG cannot read CSS variables. */
const COLOURS = {
  night: "#0b1226",
  brand: "#2447d6",
  accent: "#12a594",
  white: "#ffffff",
  muted: "#b8c2dd",
};

interface Node {
  type: string;
  props: Record<string, unknown> & { children?: unknown };
}

function h(type: string, style: Record<string, unknown>, ...children: unknown[]): Node {
  return { type, props: { style, children: children.length === 1 ? children[0] : children } };
}

function logoMark(size: number): Node {
  return {
    type: "svg",
    props: {
      width: size,
      height: size,
      viewBox: "0 0 32 32",
      children: [
        { type: "rect", props: { width: 32, height: 32, rx: 9, fill: COLOURS.brand } },
        {
          type: "path",
          props: { d: "M7 20.5 16 8l4.2 6.1L25 11l-4.6 12.4-4.1-5.2L7 20.5Z", fill: COLOURS.white },
        },
        { type: "circle", props: { cx: 19.6, cy: 13.4, r: 1.3, fill: COLOURS.brand } },
      ],
    },
  };
}

let fontsPromise: Promise<{ name: string; data: Buffer; weight: 400 | 700 | 800 }[]> | undefined;

function fonts() {
  fontsPromise ??= Promise.all(
    ([400, 700, 800] as const).map(async (weight) => ({
      name: "Inter",
      weight,
      data: await readFile(
        require.resolve(`@fontsource/inter/files/inter-latin-${weight}-normal.woff`),
      ),
    })),
  );
  return fontsPromise;
}

/** One template for every page: the brand, the page's title and the site's address. */
export async function renderSocialCard({
  title,
  brand,
  strapline,
  host,
}: {
  title: string;
  brand: string;
  strapline: string;
  host: string;
}): Promise<Buffer> {
  const titleSize = title.length > 48 ? 60 : 72;
  const card = h(
    "div",
    {
      width: CARD_WIDTH_PX,
      height: CARD_HEIGHT_PX,
      display: "flex",
      flexDirection: "column",
      justifyContent: "space-between",
      // Margins on the rows, not padding here: satori drops the last row with root padding.
      padding: 0,
      backgroundColor: COLOURS.night,
      backgroundImage: `radial-gradient(circle at 100% 0%, ${COLOURS.brand} 0%, transparent 55%), radial-gradient(circle at 0% 100%, rgba(18,165,148,0.45) 0%, transparent 45%)`,
      fontFamily: "Inter",
      color: COLOURS.white,
    },
    h(
      "div",
      { display: "flex", alignItems: "center", gap: "20px", margin: "72px 80px 0" },
      logoMark(64),
      h("div", { fontSize: 40, fontWeight: 800, letterSpacing: "-0.02em" }, brand),
    ),
    h(
      "div",
      {
        display: "flex",
        margin: "0 80px",
        fontSize: titleSize,
        fontWeight: 800,
        lineHeight: 1.08,
        letterSpacing: "-0.03em",
        maxWidth: "1000px",
      },
      title,
    ),
    h(
      "div",
      {
        display: "flex",
        justifyContent: "space-between",
        alignItems: "center",
        margin: "0 80px 72px",
        fontSize: 28,
        color: COLOURS.muted,
      },
      h("div", { display: "flex" }, strapline),
      h("div", { display: "flex", color: COLOURS.white, fontWeight: 700 }, host),
    ),
  );
  const svg = await satori(card as unknown as Parameters<typeof satori>[0], {
    width: CARD_WIDTH_PX,
    height: CARD_HEIGHT_PX,
    fonts: await fonts(),
  });
  return new Resvg(svg, { fitTo: { mode: "width", value: CARD_WIDTH_PX } }).render().asPng();
}

/** The square logo search engines ask for in Organization data, from the same mark. */
export async function renderLogoPng(sizePx: number): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32" width="${sizePx}" height="${sizePx}"><rect width="32" height="32" rx="9" fill="${COLOURS.brand}"/><path d="M7 20.5 16 8l4.2 6.1L25 11l-4.6 12.4-4.1-5.2L7 20.5Z" fill="#fff"/><circle cx="19.6" cy="13.4" r="1.3" fill="${COLOURS.brand}"/></svg>`;
  return new Resvg(svg, { fitTo: { mode: "width", value: sizePx } }).render().asPng();
}
