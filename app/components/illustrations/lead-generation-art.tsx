import { IllustrationFrame } from "./illustration-frame";

const leads = [
  [104, 58, "fill-night-muted"],
  [140, 40, "fill-brand"],
  [176, 66, "fill-night-muted"],
  [212, 44, "fill-accent"],
  [250, 62, "fill-night-muted"],
  [122, 84, "fill-accent"],
  [232, 86, "fill-brand"],
] as const;

const bars = [
  [320, 40, "fill-brand-soft"],
  [348, 64, "fill-brand-soft"],
  [376, 90, "fill-brand"],
  [404, 120, "fill-accent"],
] as const;

/** Leads dropping through a funnel into a qualified contact, beside a rising chart. */
export function LeadGenerationArt({ className }: { className?: string }) {
  return (
    <IllustrationFrame className={className}>
      <path
        className="fill-accent-soft"
        d="M40 150c6-80 90-126 192-120s206 42 214 124-40 160-134 180-196 6-238-52-40-52-34-132Z"
      />
      {leads.map(([cx, cy, fill]) => (
        <circle key={`${cx}-${cy}`} className={fill} cx={cx} cy={cy} r="8" />
      ))}
      <path
        className="fill-brand"
        d="M80 110h200l-76 100v40a6 6 0 0 1-6 6h-36a6 6 0 0 1-6-6v-40Z"
      />
      <path className="fill-white" opacity="0.18" d="M110 150h140l-15 20H125Z" />
      <ellipse className="fill-brand-strong" cx="180" cy="110" rx="100" ry="14" />
      <circle className="fill-night-muted" cx="160" cy="108" r="6" />
      <circle className="fill-accent" cx="198" cy="106" r="6" />
      <path className="stroke-accent" strokeWidth="3" strokeDasharray="1 8" d="M180 264v12" />
      <rect
        className="fill-white stroke-line"
        x="96"
        y="284"
        width="168"
        height="52"
        rx="16"
        strokeWidth="2"
      />
      <circle className="fill-accent" cx="124" cy="310" r="14" />
      <circle className="fill-white" cx="124" cy="306" r="5" />
      <path className="fill-white" d="M115 319a9 7 0 0 1 18 0Z" />
      <rect className="fill-ink-muted" x="146" y="301" width="64" height="7" rx="3.5" />
      <rect className="fill-line" x="146" y="314" width="44" height="6" rx="3" />
      <circle className="fill-accent" cx="240" cy="310" r="11" />
      <path className="stroke-white" strokeWidth="2.5" d="m235 310 3.5 3.5 6.5-7" />
      <rect
        className="fill-white stroke-line"
        x="300"
        y="64"
        width="144"
        height="200"
        rx="16"
        strokeWidth="2"
      />
      <rect className="fill-line" x="318" y="84" width="52" height="7" rx="3.5" />
      <rect className="fill-line" x="318" y="98" width="32" height="6" rx="3" />
      {bars.map(([x, h, fill]) => (
        <rect key={x} className={fill} x={x} y={244 - h} width="18" height={h} rx="5" />
      ))}
      <path
        className="stroke-accent-strong"
        strokeWidth="3"
        d="m329 190 28-24 28-26 30-34M403 104h12v12"
      />
    </IllustrationFrame>
  );
}
