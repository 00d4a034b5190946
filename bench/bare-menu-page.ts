/**
 * The phone menu's floor on this machine: a page with nothing of the site's, a sticky header
 * with an "Open menu" button, a native <dialog> of seven links with an autofocused Close, an
 * opaque backdrop, and 40 bands of text behind it that the open modal skips (content-visibility,
 * as app.css does), opened by `showModal()` in a click listener of three lines. What bench
 * interaction's menu journey measures there is what any native modal menu costs this browser on
 * this machine, for `BENCH_FLOOR=1 npm run bench:interaction` to show beside the site's figures.
 */
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

const LINKS = [
  "Home",
  "AI Integration",
  "Lead Generation",
  "Digital Marketing",
  "Custom AI Agents",
  "Free audit",
  "Contact",
]
  .map((text) => `<a href="#">${text}</a>`)
  .join("");

const BAND = "<section><h2>Section</h2><p>A line or two of text about a service.</p></section>";

const STYLE = [
  "body{margin:0;font:16px sans-serif}",
  "header{position:sticky;top:0;height:64px;display:flex;align-items:center;gap:8px;padding:0 16px;background:#fff;border-bottom:1px solid #ddd}",
  "button{min-width:44px;min-height:44px}",
  "dialog{position:fixed;inset:0 auto 0 0;margin:0;height:100dvh;max-height:none;width:20rem}",
  "dialog::backdrop{background:#0b1226}",
  "a{display:flex;min-height:44px;align-items:center}",
  "html:has(dialog:modal) main{content-visibility:hidden}",
].join("");

const OPEN_ON_CLICK = `document.addEventListener("click", function (event) {
  var opener = event.target.closest && event.target.closest("[data-opens]");
  if (opener) document.getElementById(opener.dataset.opens).showModal();
});`;

const PAGE = `<!doctype html><html lang="en"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Bare menu</title><style>${STYLE}</style>
<header><button data-opens="menu">Open menu</button><a href="#">Home</a></header>
<main>${BAND.repeat(40)}</main>
<dialog id="menu" aria-label="Menu"><form method="dialog"><button autofocus>Close</button></form><nav>${LINKS}</nav></dialog>
<script>${OPEN_ON_CLICK}</script>`;

export interface BarePage {
  origin: string;
  stop(): void;
}

/** Serves the bare page at `/` on a free loopback port. */
export async function startBareMenuPage(): Promise<BarePage> {
  const server = createServer((_request, response) => {
    response.writeHead(200, { "content-type": "text/html; charset=utf-8" });
    response.end(PAGE);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return { origin: `http://127.0.0.1:${port}`, stop: () => server.close() };
}
