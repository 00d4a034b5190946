/**
 * The frame of every admin page: its one inline style and the CSP that allows it by hash, the
 * London time format, the sign-in page and the plain message page.
 */
import { createHash } from "node:crypto";
import { html, raw } from "hono/html";
import type { HtmlEscapedString } from "hono/utils/html";
import { titleWithBrand } from "../../app/config/site";
import { servedContent } from "../served-content";

const STYLE = `
:root{color-scheme:light;--ink:#0f172a;--muted:#475569;--line:#e2e8f0;--ok:#166534;--warn:#92400e;--bad:#b91c1c;--accent:#1d4ed8}
*{box-sizing:border-box}body{margin:0;font:16px/1.5 system-ui,sans-serif;color:var(--ink);background:#f8fafc}
main{max-width:75rem;margin:0 auto;padding:1.5rem}h1{font-size:1.5rem;margin:0 0 .25rem}
header{display:flex;flex-wrap:wrap;gap:1rem;align-items:center;justify-content:space-between;margin-bottom:1rem}
nav{display:flex;flex-wrap:wrap;gap:.75rem;align-items:center}a{color:var(--accent)}p{margin:.25rem 0}
table{width:100%;border-collapse:collapse;background:#fff;border:1px solid var(--line)}
th,td{text-align:left;vertical-align:top;padding:.6rem .75rem;border-bottom:1px solid var(--line)}
th{font-size:.8rem;text-transform:uppercase;letter-spacing:.04em;color:var(--muted)}
td small{color:var(--muted)}.msg{white-space:pre-wrap;overflow-wrap:anywhere;max-width:28rem}
ul{list-style:none;margin:0;padding:0}li+li{margin-top:.4rem}
.delivered{color:var(--ok)}.retrying,.waiting{color:var(--warn)}.failed{color:var(--bad)}
button{font:inherit;padding:.35rem .8rem;border-radius:.4rem;border:1px solid var(--accent);background:#fff;color:var(--accent);cursor:pointer}
button.primary{background:var(--accent);color:#fff}form.inline{display:inline}
.card{max-width:24rem;margin:10vh auto;background:#fff;border:1px solid var(--line);border-radius:.75rem;padding:1.5rem}
label{display:block;font-weight:600;margin:1rem 0 .25rem}input{font:inherit;width:100%;padding:.5rem;border:1px solid #94a3b8;border-radius:.4rem}
.error{color:var(--bad);font-weight:600}.summary{color:var(--muted)}td{overflow-wrap:anywhere}
.lead-summary{display:grid;gap:1rem;margin-bottom:1.5rem}h2{font-size:1.2rem;margin:0}caption{text-align:left;font-weight:600;padding:.5rem .75rem}
@media (max-width:48rem){main{padding:1rem}.leads thead{display:none}.leads,.leads tbody,.leads tr,.leads td{display:block}
.leads tr{border-bottom:1px solid var(--line)}.leads td{border:0;padding:.35rem .75rem}.leads tr td:first-child{padding-top:.75rem}
.leads td[data-label]::before{content:attr(data-label);display:block;font-size:.75rem;font-weight:600;text-transform:uppercase;letter-spacing:.04em;color:var(--muted)}}
.visually-hidden{position:absolute;width:1px;height:1px;margin:-1px;padding:0;overflow:hidden;clip-path:inset(50%);white-space:nowrap;border:0}
.hint{color:var(--muted);font-weight:400;margin:0 0 .25rem}.field-error{color:var(--bad);font-weight:600;margin:0 0 .25rem}
textarea,select{font:inherit;width:100%;padding:.5rem;border:1px solid #94a3b8;border-radius:.4rem;background:#fff}
.has-error>input,.has-error>textarea,.has-error>select,.has-error>.check input{border:2px solid var(--bad)}
.check{display:flex;gap:.5rem;align-items:center;margin-top:1rem}.check input{width:1.25rem;height:1.25rem;margin:0}.check label{margin:0}
fieldset{border:1px solid var(--line);border-radius:.75rem;padding:.75rem 1rem 1rem;margin:1.25rem 0;background:#fff;min-width:0}
legend{font-weight:700;padding:0 .25rem}fieldset.has-error{border:2px solid var(--bad)}.item{background:#f8fafc;margin:.75rem 0}
.item-actions,.form-actions{display:flex;flex-wrap:wrap;gap:.5rem;align-items:center;margin-top:1rem}
.error-summary{border:3px solid var(--bad);border-radius:.5rem;background:#fff;padding:1rem;margin:1rem 0}
.error-summary h2{margin-bottom:.5rem}.error-summary a{color:var(--bad);font-weight:600}
.notice{background:#eff6ff;border-left:4px solid var(--accent);padding:.5rem .75rem;margin:1rem 0}
.badge{display:inline-block;font-size:.8rem;font-weight:600;color:var(--warn);background:#fffbeb;border:1px solid currentColor;border-radius:1rem;padding:0 .6rem}
.documents>li,.revisions>li{background:#fff;border:1px solid var(--line);border-radius:.75rem;padding:1rem;margin-top:1rem}
.panel{background:#fff;border:1px solid var(--line);border-radius:.75rem;padding:1rem 1.25rem;margin:1.5rem 0}
.panel h2{margin-bottom:.5rem}.card h2{margin-top:1.5rem}.content-form{max-width:48rem}.changes li{overflow-wrap:anywhere}nav a[aria-current]{font-weight:700;color:var(--ink)}
`;

/** Written out as one string, so what the hash covers is exactly what the page holds. */
const STYLE_ELEMENT = `<style>${STYLE}</style>`;

/** The admin pages run no script and load nothing: the one inline style is allowed by its hash. */
export const ADMIN_CSP = [
  "default-src 'none'",
  `style-src 'sha256-${createHash("sha256").update(STYLE).digest("base64")}'`,
  "form-action 'self'",
  "frame-ancestors 'none'",
  "base-uri 'none'",
].join("; ");

const LONDON = new Intl.DateTimeFormat("en-GB", {
  timeZone: "Europe/London",
  dateStyle: "medium",
  timeStyle: "medium",
});
export const time = (date: Date) =>
  html`<time datetime="${date.toISOString()}">${LONDON.format(date)}</time>`;

/**
 * An owner's page. `refreshSeconds` reloads it while something runs on the server (a publish):
 * the owner's page has no script, and the page says that it updates itself.
 */
export function layout(
  title: string,
  body: HtmlEscapedString | Promise<HtmlEscapedString>,
  { refreshSeconds }: { refreshSeconds?: number } = {},
) {
  return html`<!doctype html>
    <html lang="en-GB">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex, nofollow" />
        ${refreshSeconds ? html`<meta http-equiv="refresh" content="${refreshSeconds}" />` : ""}
        <title>${titleWithBrand(title, servedContent().business.brand)}</title>
        ${raw(STYLE_ELEMENT)}
      </head>
      <body>
        <main>${body}</main>
      </body>
    </html>`;
}

/**
 * The sign-in page: the password, and a sign-in link emailed to the owner for a new browser or a
 * lockout. Each form's message is beside its own button; `link` is the answer to the second.
 */
export function loginPage({
  error,
  link,
}: { error?: string; link?: { message: string; refused?: boolean } } = {}) {
  return layout(
    "Sign in",
    html`<div class="card">
      <h1>Leads</h1>
      <p class="summary">Sign in with the admin password to see the leads.</p>
      ${error ? html`<p class="error" role="alert">${error}</p>` : ""}
      <form method="post" action="/admin/login">
        <label for="password">Password</label>
        <input
          id="password"
          name="password"
          type="password"
          autocomplete="current-password"
          required
        />
        <p><button class="primary" type="submit">Sign in</button></p>
      </form>
      <h2>New browser, or locked out?</h2>
      <form method="post" action="/admin/sign-in-link">
        <p class="hint" id="sign-in-link-hint">
          A link that signs you in goes to the owner's email address. It works once, for 15 minutes.
        </p>
        <p>
          <button type="submit" aria-describedby="sign-in-link-hint">
            Email me a sign-in link
          </button>
        </p>
        ${
          link
            ? html`<p
                class="${link.refused ? "error" : "notice"}"
                role="${link.refused ? "alert" : "status"}"
              >
                ${link.message}
              </p>`
            : ""
        }
      </form>
    </div>`,
  );
}

export function messagePage(title: string, message: string) {
  return layout(
    title,
    html`<div class="card">
      <h1>${title}</h1>
      <p>${message}</p>
      <p><a href="/admin/leads">Back to the leads</a></p>
    </div>`,
  );
}
