import { IllustrationFrame } from "./illustration-frame";

/** A phone conversation over SMS and WhatsApp with delivery ticks. */
export function SmsWhatsappArt({ className }: { className?: string }) {
  return (
    <IllustrationFrame className={className}>
      <path
        className="fill-accent-soft"
        d="M56 140c6-76 86-118 184-112s196 40 206 120-36 158-128 180-200 8-240-52-28-60-22-136Z"
      />
      <rect className="fill-night" x="160" y="24" width="160" height="312" rx="28" />
      <rect className="fill-surface-muted" x="170" y="34" width="140" height="292" rx="20" />
      <rect className="fill-night" x="216" y="42" width="48" height="10" rx="5" />
      <circle className="fill-accent" cx="192" cy="76" r="11" />
      <rect className="fill-ink-muted" x="210" y="69" width="56" height="6" rx="3" />
      <rect className="fill-line" x="210" y="80" width="34" height="5" rx="2.5" />
      <path className="stroke-line" strokeWidth="2" d="M170 98h140" />
      <rect className="fill-white" x="180" y="110" width="96" height="32" rx="12" />
      <rect className="fill-line" x="190" y="119" width="64" height="5" rx="2.5" />
      <rect className="fill-line" x="190" y="129" width="40" height="5" rx="2.5" />
      <rect className="fill-brand" x="204" y="152" width="96" height="42" rx="12" />
      <rect className="fill-brand-soft" x="214" y="162" width="66" height="5" rx="2.5" />
      <rect className="fill-brand-soft" x="214" y="172" width="40" height="5" rx="2.5" />
      <path className="stroke-white" strokeWidth="2" d="m270 184 3 3 6-6m-1 6 6-6" />
      <rect className="fill-white" x="180" y="204" width="80" height="26" rx="12" />
      <rect className="fill-line" x="190" y="214" width="54" height="5" rx="2.5" />
      <rect className="fill-accent" x="212" y="240" width="88" height="42" rx="12" />
      <rect className="fill-accent-soft" x="222" y="250" width="60" height="5" rx="2.5" />
      <rect className="fill-accent-soft" x="222" y="260" width="36" height="5" rx="2.5" />
      <path className="stroke-white" strokeWidth="2" d="m270 272 3 3 6-6m-1 6 6-6" />
      <rect className="fill-white" x="180" y="292" width="46" height="20" rx="10" />
      <circle className="fill-night-muted" cx="193" cy="302" r="2.5" />
      <circle className="fill-night-muted" cx="203" cy="302" r="2.5" />
      <circle className="fill-night-muted" cx="213" cy="302" r="2.5" />
      <path
        className="fill-brand"
        d="M62 64h76a16 16 0 0 1 16 16v28a16 16 0 0 1-16 16h-16l4 18-22-18H62a16 16 0 0 1-16-16V80a16 16 0 0 1 16-16Z"
      />
      <circle className="fill-white" cx="80" cy="94" r="5" />
      <circle className="fill-white" cx="100" cy="94" r="5" />
      <circle className="fill-white" cx="120" cy="94" r="5" />
      <circle className="fill-accent" cx="96" cy="246" r="26" />
      <path className="stroke-white" strokeWidth="4" d="m80 246 7 7 12-12m-2 12 12-12" />
      <rect
        className="fill-white stroke-line"
        x="334"
        y="180"
        width="116"
        height="56"
        rx="16"
        strokeWidth="2"
      />
      <circle className="fill-accent-soft" cx="362" cy="208" r="14" />
      <path className="stroke-accent-strong" strokeWidth="3" d="m355 208 5 5 9-9" />
      <rect className="fill-ink-muted" x="384" y="198" width="50" height="6" rx="3" />
      <rect className="fill-line" x="384" y="211" width="34" height="6" rx="3" />
      <circle className="fill-brand" cx="392" cy="104" r="18" />
      <path className="fill-brand" d="m380 114-6 12 14-5Z" />
      <path className="stroke-white" strokeWidth="3" d="M384 100h16M384 108h10" />
    </IllustrationFrame>
  );
}
