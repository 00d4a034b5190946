import { IllustrationFrame } from "./illustration-frame";

/** A browser with a sponsored search result and ad cards, a megaphone, a target and a growth chart. */
export function DigitalMarketingArt({ className }: { className?: string }) {
  return (
    <IllustrationFrame className={className}>
      <path
        className="fill-brand-soft"
        d="M40 132c4-70 80-108 180-104s212 30 226 110-30 168-130 186-208 0-250-60-30-62-26-132Z"
      />
      <rect
        className="fill-white stroke-line"
        x="36"
        y="56"
        width="320"
        height="240"
        rx="16"
        strokeWidth="2"
      />
      <path
        className="fill-surface-muted"
        d="M37 72a15 15 0 0 1 15-15h288a15 15 0 0 1 15 15v14H37Z"
      />
      <path className="stroke-line" strokeWidth="2" d="M37 86h318" />
      <circle className="fill-accent" cx="56" cy="71" r="4" />
      <circle className="fill-brand" cx="70" cy="71" r="4" />
      <circle className="fill-line" cx="84" cy="71" r="4" />
      <rect className="fill-white" x="104" y="64" width="180" height="14" rx="7" />
      <rect
        className="fill-surface-muted stroke-line"
        x="56"
        y="102"
        width="200"
        height="24"
        rx="12"
        strokeWidth="2"
      />
      <circle className="stroke-ink-muted" cx="72" cy="113" r="5" strokeWidth="2" />
      <path className="stroke-ink-muted" strokeWidth="2" d="m76 117 4 4" />
      <rect className="fill-line" x="88" y="111" width="80" height="6" rx="3" />
      <rect className="fill-brand-soft" x="56" y="138" width="280" height="50" rx="10" />
      <rect className="fill-brand" x="68" y="150" width="22" height="12" rx="4" />
      <rect className="fill-brand" x="98" y="152" width="120" height="8" rx="4" />
      <rect className="fill-night-muted" x="68" y="170" width="200" height="6" rx="3" />
      <rect
        className="fill-white stroke-line"
        x="56"
        y="200"
        width="132"
        height="80"
        rx="10"
        strokeWidth="2"
      />
      <rect className="fill-accent-soft" x="64" y="208" width="116" height="38" rx="6" />
      <path className="fill-accent" d="m72 246 26-24 18 16 12-10 24 18Z" />
      <circle className="fill-accent" cx="162" cy="220" r="6" />
      <rect className="fill-line" x="64" y="254" width="80" height="6" rx="3" />
      <rect className="fill-accent" x="64" y="266" width="40" height="8" rx="4" />
      <rect
        className="fill-white stroke-line"
        x="204"
        y="200"
        width="132"
        height="80"
        rx="10"
        strokeWidth="2"
      />
      <rect className="fill-brand-soft" x="212" y="208" width="116" height="38" rx="6" />
      <rect className="fill-brand" x="226" y="216" width="28" height="22" rx="5" />
      <rect className="fill-brand" x="262" y="218" width="52" height="6" rx="3" />
      <rect className="fill-night-muted" x="262" y="230" width="36" height="5" rx="2.5" />
      <rect className="fill-line" x="212" y="254" width="72" height="6" rx="3" />
      <rect className="fill-brand" x="212" y="266" width="40" height="8" rx="4" />
      <circle className="fill-white stroke-line" cx="404" cy="112" r="50" strokeWidth="2" />
      <g transform="rotate(-14 404 112)">
        <rect className="fill-brand-strong" x="368" y="102" width="14" height="22" rx="4" />
        <path className="fill-brand" d="m380 102 34-20v60l-34-20Z" />
        <ellipse className="fill-brand-strong" cx="414" cy="112" rx="6" ry="30" />
        <path className="stroke-brand-strong" strokeWidth="6" d="m384 124 6 16" />
        <path
          className="stroke-accent"
          strokeWidth="3"
          d="M428 98c6 8 6 20 0 28M438 90c10 13 10 31 0 44"
        />
      </g>
      <rect
        className="fill-white stroke-line"
        x="310"
        y="222"
        width="146"
        height="100"
        rx="14"
        strokeWidth="2"
      />
      <rect className="fill-line" x="326" y="236" width="40" height="6" rx="3" />
      <path className="fill-accent-soft" d="m326 306 26-14 22 6 26-26 38-20v54Z" />
      <path className="stroke-accent" strokeWidth="3" d="m326 306 26-14 22 6 26-26 38-20" />
      <circle className="fill-accent stroke-white" cx="438" cy="252" r="6" strokeWidth="2" />
      <circle className="fill-white stroke-line" cx="52" cy="300" r="26" strokeWidth="2" />
      <circle className="fill-brand-soft" cx="52" cy="300" r="17" />
      <circle className="fill-brand" cx="52" cy="300" r="8" />
      <path
        className="stroke-accent-strong"
        strokeWidth="3"
        d="m52 300 32 32M80 318H70v10m16-4H76v10"
      />
    </IllustrationFrame>
  );
}
