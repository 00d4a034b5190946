/**
 * A short notice at the bottom of the screen (a form's "sent" or "failed"), in plain script:
 * the forms that show one start without a framework, and a toast library would bring one.
 * Screen readers hear the form's own live region, so the notice itself is only seen; it stays
 * for TOAST_MS, longer while the pointer or the focus is on it, and its button closes it.
 */

export type ToastKind = "success" | "error";

/** How long a notice stays: long enough to read twice at a slow pace. */
const TOAST_MS = 8000;

const KIND_CLASS: Record<ToastKind, string> = {
  success: "border-success/30 bg-success-soft text-success",
  error: "border-danger/30 bg-danger-soft text-danger",
};

/** The marker of a shown notice, for styles and the browser tests. */
const TOAST_ATTRIBUTE = "data-toast";

function region(): HTMLElement {
  const found = document.getElementById("toasts");
  if (found) return found;
  const list = document.createElement("ol");
  list.id = "toasts";
  list.setAttribute("aria-label", "Notifications");
  list.className =
    "pointer-events-none fixed inset-x-0 bottom-0 z-50 grid justify-items-center gap-2 p-4 sm:pb-6";
  document.body.append(list);
  return list;
}

const SVG = "http://www.w3.org/2000/svg";

/** A cross, built as nodes: the pages' Trusted Types policy refuses markup as a string. */
function closeIcon(): SVGSVGElement {
  const icon = document.createElementNS(SVG, "svg");
  const attributes = {
    "aria-hidden": "true",
    viewBox: "0 0 24 24",
    fill: "none",
    stroke: "currentColor",
    "stroke-width": "2",
    "stroke-linecap": "round",
    class: "size-4",
  };
  for (const [name, value] of Object.entries(attributes)) icon.setAttribute(name, value);
  const path = document.createElementNS(SVG, "path");
  path.setAttribute("d", "M18 6 6 18M6 6l12 12");
  icon.append(path);
  return icon;
}

/** Shows `message`; a second notice stacks above the first. */
export function showToast(kind: ToastKind, message: string): void {
  const toast = document.createElement("li");
  toast.setAttribute(TOAST_ATTRIBUTE, kind);
  toast.className = `pointer-events-auto flex w-full max-w-md items-start gap-3 rounded-xl border p-4 text-sm font-medium shadow-card transition-[opacity,translate] duration-200 starting:translate-y-2 starting:opacity-0 ${KIND_CLASS[kind]}`;
  const text = document.createElement("p");
  text.className = "flex-1";
  text.textContent = message;
  const close = document.createElement("button");
  close.type = "button";
  close.setAttribute("aria-label", "Close notification");
  close.className =
    "-m-2 grid size-11 shrink-0 place-items-center rounded-full hover:bg-white/60 focus-visible:bg-white/60";
  close.append(closeIcon());
  toast.append(text, close);

  let timer = 0;
  const dismiss = () => {
    window.clearTimeout(timer);
    toast.remove();
  };
  const wait = () => {
    window.clearTimeout(timer);
    timer = window.setTimeout(dismiss, TOAST_MS);
  };
  const hold = () => window.clearTimeout(timer);
  close.addEventListener("click", dismiss);
  toast.addEventListener("pointerenter", hold);
  toast.addEventListener("pointerleave", wait);
  toast.addEventListener("focusin", hold);
  toast.addEventListener("focusout", wait);
  region().prepend(toast);
  wait();
}
