/** A pattern that finds `text` anywhere, read literally: for copy with (), ? or + in it. */
export function containing(...texts: string[]): RegExp {
  return new RegExp(texts.map((text) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("|"));
}
