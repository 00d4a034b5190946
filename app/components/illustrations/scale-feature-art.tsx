import { IllustrationFrame } from "./illustration-frame";

/** Revenue rising away from flat costs: growth decoupled from headcount. */
export function ScaleFeatureArt({ className }: { className?: string }) {
  return (
    <IllustrationFrame className={className}>
      <path
        className="fill-accent-soft"
        d="M28 150c4-82 96-132 210-128s222 36 230 124-36 168-140 192-222 6-266-56-38-50-34-132Z"
      />
      <rect
        className="fill-white stroke-line"
        x="48"
        y="48"
        width="384"
        height="264"
        rx="20"
        strokeWidth="2"
      />
      <path
        className="stroke-line"
        strokeWidth="2"
        strokeDasharray="4 6"
        d="M80 110h320M80 160h320M80 210h320"
      />
      <path className="stroke-line" strokeWidth="2" d="M80 272h320" />
      <path className="fill-brand-soft" d="M80 248c60-2 100-14 148-56s120-100 172-112v160Z" />
      <path className="stroke-accent" strokeWidth="2" strokeDasharray="4 5" d="M160 108v132" />
      <circle className="fill-accent" cx="160" cy="92" r="16" />
      <path
        className="fill-white"
        d="M160 82c1 7 3 9 10 10-7 1-9 3-10 10-1-7-3-9-10-10 7-1 9-3 10-10Z"
      />
      <path className="stroke-night-muted" strokeWidth="4" d="m80 248 320-8" />
      <path
        className="stroke-brand"
        strokeWidth="5"
        d="M80 248c60-2 100-14 148-56s120-100 172-112"
      />
      <path
        className="stroke-accent-strong"
        strokeWidth="3"
        d="M372 108v116m-7-109 7-7 7 7m-14 102 7 7 7-7"
      />
      <circle className="fill-white stroke-brand" cx="80" cy="248" r="6" strokeWidth="3" />
      <circle className="fill-brand stroke-white" cx="400" cy="80" r="9" strokeWidth="3" />
      <circle className="fill-night-muted stroke-white" cx="400" cy="240" r="8" strokeWidth="3" />
      <rect
        className="fill-white stroke-line"
        x="24"
        y="24"
        width="112"
        height="48"
        rx="16"
        strokeWidth="2"
      />
      <circle className="fill-brand" cx="48" cy="48" r="12" />
      <path className="stroke-white" strokeWidth="2.5" d="M48 54V42m-5 5 5-5 5 5" />
      <rect className="fill-ink-muted" x="68" y="40" width="52" height="6" rx="3" />
      <rect className="fill-line" x="68" y="52" width="34" height="6" rx="3" />
      <rect
        className="fill-white stroke-line"
        x="344"
        y="288"
        width="112"
        height="48"
        rx="16"
        strokeWidth="2"
      />
      <circle className="fill-night-muted" cx="368" cy="312" r="12" />
      <path className="stroke-white" strokeWidth="2.5" d="M362 312h12" />
      <rect className="fill-ink-muted" x="388" y="304" width="52" height="6" rx="3" />
      <rect className="fill-line" x="388" y="316" width="34" height="6" rx="3" />
    </IllustrationFrame>
  );
}
