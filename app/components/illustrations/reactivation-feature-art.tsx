import { IllustrationFrame } from "./illustration-frame";

const rows = [
  { y: 96, active: false },
  { y: 138, active: false },
  { y: 180, active: true },
  { y: 222, active: true },
  { y: 264, active: true },
] as const;

const coins = [290, 276, 262, 248] as const;

/** Dormant leads in a list reviving into sales. */
export function ReactivationFeatureArt({ className }: { className?: string }) {
  return (
    <IllustrationFrame className={className}>
      <path
        className="fill-brand-soft"
        d="M44 120c12-66 92-100 190-94s204 34 216 110-30 160-126 184-212 6-254-52-38-82-26-148Z"
      />
      <rect
        className="fill-white stroke-line"
        x="40"
        y="48"
        width="224"
        height="264"
        rx="18"
        strokeWidth="2"
      />
      <rect className="fill-ink-muted" x="60" y="68" width="72" height="8" rx="4" />
      <rect className="fill-line" x="200" y="68" width="44" height="8" rx="4" />
      {rows.map(({ y, active }) => (
        <g key={y}>
          {active && (
            <rect className="fill-accent-soft" x="52" y={y} width="200" height="34" rx="10" />
          )}
          <circle className={active ? "fill-accent" : "fill-line"} cx="74" cy={y + 17} r="11" />
          <rect
            className={active ? "fill-ink-muted" : "fill-line"}
            x="94"
            y={y + 9}
            width="92"
            height="6"
            rx="3"
          />
          <rect
            className={active ? "fill-night-muted" : "fill-surface-muted"}
            x="94"
            y={y + 21}
            width="56"
            height="5"
            rx="2.5"
          />
          <circle
            className={active ? "fill-accent" : "fill-white stroke-line"}
            cx="232"
            cy={y + 17}
            r="8"
            strokeWidth="2"
            strokeDasharray={active ? undefined : "2 3"}
          />
          {active && <path className="stroke-white" strokeWidth="2" d={`m228 ${y + 17} 3 3 5-6`} />}
        </g>
      ))}
      <path
        className="stroke-accent"
        strokeWidth="3"
        strokeDasharray="2 7"
        d="M272 232c36 0 46-38 60-62"
      />
      <path className="fill-accent" d="m326 164 14-6-2 15Z" />
      {coins.map((cy) => (
        <g key={cy}>
          <path
            className="fill-accent-strong"
            d="M342 0v8a38 12 0 0 0 76 0V0Z"
            transform={`translate(0 ${cy})`}
          />
          <ellipse className="fill-accent" cx="380" cy={cy} rx="38" ry="12" />
        </g>
      ))}
      <ellipse className="stroke-accent-soft" cx="380" cy="248" rx="26" ry="7" strokeWidth="2" />
      <circle className="fill-brand" cx="384" cy="134" r="46" />
      <circle
        className="stroke-brand-soft"
        cx="384"
        cy="134"
        r="36"
        strokeWidth="2"
        opacity="0.5"
      />
      <path
        className="stroke-white"
        strokeWidth="6"
        d="M395 118c-3-7-19-7-19 4v16c0 4-3 7-7 9h30m-28-15h18"
      />
      <path className="fill-accent" d="M446 84c1 6 3 8 9 9-6 1-8 3-9 9-1-6-3-8-9-9 6-1 8-3 9-9Z" />
      <path className="fill-brand" d="M318 92c1 4 2 5 6 6-4 1-5 2-6 6-1-4-2-5-6-6 4-1 5-2 6-6Z" />
    </IllustrationFrame>
  );
}
