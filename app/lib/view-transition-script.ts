/**
 * Cross-document view transitions (app/styles/app.css) are skipped by the browser when it cannot
 * run one, for example after a form posted without scripts is redirected back; the skipped
 * transition's `ready` promise then rejects, and nothing else would catch it, so visitors' consoles
 * (and the site's own checks for page errors) would show an error that harms nothing. Inline in
 * <head>, so it listens before the first `pagereveal`; its hash is in the page's CSP.
 */
export const VIEW_TRANSITION_SCRIPT =
  'addEventListener("pagereveal",function(e){var t=e.viewTransition;t&&t.ready.catch(function(){})});';
