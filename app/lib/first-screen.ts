/**
 * The id of the marker at the end of the block that holds a page's heading and opening words:
 * the largest text a visitor first sees. The document's head asks the browser not to paint before
 * that marker is parsed (`<link rel="expect" blocking="render">`, root.tsx), so the first frame
 * shows the header and the hero together. Without it the parser often yielded after the header
 * and its phone menu's markup, and the hero's text was painted a frame or more after the first
 * paint (LCP after FCP). The marker (FirstScreenEnd) is the block's last child, not the block,
 * because Chromium lifts the block when the element's start tag is parsed. Every page has one,
 * the not-found page included (tests/built/route-documents.test.ts): without it Chromium warns in
 * the console and paints only at the end of the document. A browser that does not know
 * `rel="expect"` ignores the link.
 */
export const FIRST_SCREEN_ID = "first-screen";
