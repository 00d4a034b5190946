/**
 * This machine's floor for every journey of bench interaction: a page with nothing of the site's,
 * for `BENCH_FLOOR=1 npm run bench:interaction` to run in turn with the site and show beside its
 * figures. What a journey measures here is what the same touches cost any native page in this
 * browser on this machine.
 *
 * - The menu: a sticky header with an "Open menu" button, a native <dialog> of seven links with an
 *   autofocused Close and an opaque backdrop, opened by `showModal()` in a click listener of a
 *   few lines, the bands behind it skipped while it is open (content-visibility on an attribute
 *   of <html>, as app.css does with the loader's).
 * - The forms: after a screenful of bands, one form with the fields the journeys tap (Name,
 *   Email, Message, First name, Last name), a Subject they leave empty for the Send to mark (as
 *   the contact form's) and a Send. The browser's own constraints check it; a
 *   submit listener of a few lines marks each wrong field and puts the browser's message under
 *   it, then focuses the first, as the site's forms do. The Email's pattern and the Message's
 *   minimum length refuse what the contact journey types, as the site's schema does.
 *
 * The same page is served at every path, so each journey finds it at its own.
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

const FIELDS = [
  `<label for="name">Name</label><input id="name" name="name" required>`,
  `<label for="email">Email</label><input id="email" name="email" type="email" pattern=".+@.+\\..+" required>`,
  `<label for="subject">Subject</label><input id="subject" name="subject" required>`,
  `<label for="message">Message</label><textarea id="message" name="message" minlength="10" required></textarea>`,
  `<label for="first">First name</label><input id="first" name="first" required>`,
  `<label for="last">Last name</label><input id="last" name="last" required>`,
].join("");

const STYLE = [
  "body{margin:0;font:16px sans-serif}",
  "header{position:sticky;top:0;height:64px;display:flex;align-items:center;gap:8px;padding:0 16px;background:#fff;border-bottom:1px solid #ddd}",
  "button{min-width:44px;min-height:44px}",
  "dialog{position:fixed;inset:0 auto 0 0;margin:0;height:100dvh;max-height:none;width:20rem}",
  "dialog::backdrop{background:#0b1226}",
  "a{display:flex;min-height:44px;align-items:center}",
  "form{display:grid;gap:8px;padding:16px}",
  "input,textarea{font:inherit;min-height:44px;border:1px solid #667}",
  "[aria-invalid=true]{border-color:#b00020}",
  "html[data-modal-open] main{content-visibility:hidden}",
].join("");

const SCRIPT = `document.addEventListener("click", function (event) {
  var opener = event.target.closest && event.target.closest("[data-opens]");
  if (!opener) return;
  document.documentElement.setAttribute("data-modal-open", "");
  document.getElementById(opener.dataset.opens).showModal();
});
document.addEventListener("close", function () {
  document.documentElement.removeAttribute("data-modal-open");
}, true);
document.addEventListener("submit", function (event) {
  event.preventDefault();
  var first;
  for (var field of event.target.elements) {
    if (!field.willValidate || field.validity.valid) continue;
    field.setAttribute("aria-invalid", "true");
    field.insertAdjacentHTML("afterend", "<p>" + field.validationMessage + "</p>");
    first = first || field;
  }
  if (first) first.focus();
});`;

const PAGE = `<!doctype html><html lang="en"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Bare page</title><style>${STYLE}</style>
<header><button data-opens="menu">Open menu</button><a href="#">Home</a></header>
<main>${BAND.repeat(12)}<form novalidate>${FIELDS}<button>Send</button></form>${BAND.repeat(28)}</main>
<dialog id="menu" aria-label="Menu"><form method="dialog"><button autofocus>Close</button></form><nav>${LINKS}</nav></dialog>
<script>${SCRIPT}</script>`;

export interface BarePage {
  origin: string;
  stop(): void;
}

/** Serves the bare page at every path on a free loopback port. */
export async function startBarePage(): Promise<BarePage> {
  const server = createServer((_request, response) => {
    response.writeHead(200, { "content-type": "text/html; charset=utf-8" });
    response.end(PAGE);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return { origin: `http://127.0.0.1:${port}`, stop: () => server.close() };
}
