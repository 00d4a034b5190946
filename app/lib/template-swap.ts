/**
 * A few lines of inline script that show the variant of a part of the page named by a query
 * parameter: the prerendered HTML has the default in place and each variant in a <template>, and
 * the script, placed right after them, swaps one in before the first paint and before the island
 * loader runs, so any island inside it starts as usual. Inline, so its hash goes into the page's
 * CSP; no HTML string is parsed (template content is cloned), so Trusted Types has nothing to say.
 * Without JavaScript the default shows.
 */
export function templateSwapScript(param: string, targetId: string, attribute: string): string {
  const settings = JSON.stringify({ param, targetId, attribute });
  return `(function(s){var v=new URLSearchParams(location.search).get(s.param);if(!v||!/^[a-z-]+$/.test(v))return;var t=document.querySelector("template["+s.attribute+'="'+v+'"]'),p=document.getElementById(s.targetId);if(t&&p)p.replaceChildren(t.content.cloneNode(true))})(${settings});`;
}
