import { FIRST_SCREEN_ID } from "~/lib/first-screen";

/**
 * The last child of a page's opening block (its heading and first words): the element the head's
 * `<link rel="expect" blocking="render">` waits for (root.tsx). Chromium lifts that block as soon
 * as the element is inserted, at its start tag, so the id on the block itself let the first frame
 * show the header and the block's start without its words. Parsed after them, this marker holds
 * the first frame until the heading and the opening words are in the document.
 */
export function FirstScreenEnd() {
  return <span id={FIRST_SCREEN_ID} hidden />;
}
