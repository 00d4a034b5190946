import { IllustrationFrame } from "./illustration-frame";

const tasks = [
  { y: 84, done: true },
  { y: 112, done: true },
  { y: 140, done: false },
] as const;

const days = [332, 358, 384, 410].flatMap((x) => [100, 122, 144].map((y) => ({ x, y })));

/** A friendly agent orchestrating a checklist, a calendar and a conversation. */
export function CustomAiAgentsArt({ className }: { className?: string }) {
  return (
    <IllustrationFrame className={className}>
      <path
        className="fill-accent-soft"
        d="M48 140c0-74 76-116 186-112s210 34 218 118-40 160-140 180-196 4-234-54-30-58-30-132Z"
      />
      <g className="stroke-brand" strokeWidth="2" strokeDasharray="4 6">
        <path d="M100 176v22a12 12 0 0 0 12 12h102M380 176v22a12 12 0 0 1-12 12H266M240 224v46" />
      </g>
      <rect
        className="fill-white stroke-line"
        x="36"
        y="64"
        width="128"
        height="112"
        rx="14"
        strokeWidth="2"
      />
      {tasks.map(({ y, done }) => (
        <g key={y}>
          <rect
            className={done ? "fill-accent" : "fill-white stroke-line"}
            x="52"
            y={y}
            width="18"
            height="18"
            rx="5"
            strokeWidth="2"
          />
          {done && (
            <path className="stroke-white" strokeWidth="2.5" d={`m56 ${y + 9} 3.5 3.5 6.5-7`} />
          )}
          <rect
            className={done ? "fill-night-muted" : "fill-line"}
            x="80"
            y={y + 6}
            width={done ? 52 : 66}
            height="6"
            rx="3"
          />
        </g>
      ))}
      <rect
        className="fill-white stroke-line"
        x="316"
        y="64"
        width="128"
        height="112"
        rx="14"
        strokeWidth="2"
      />
      <path className="fill-brand" d="M317 78a13 13 0 0 1 13-13h100a13 13 0 0 1 13 13v10H317Z" />
      <rect className="fill-brand-strong" x="340" y="56" width="6" height="16" rx="3" />
      <rect className="fill-brand-strong" x="414" y="56" width="6" height="16" rx="3" />
      {days.map(({ x, y }) => (
        <rect
          key={`${x}-${y}`}
          className={x === 384 && y === 122 ? "fill-accent" : "fill-surface-muted"}
          x={x}
          y={y}
          width="18"
          height="14"
          rx="4"
        />
      ))}
      <rect
        className="fill-white stroke-line"
        x="164"
        y="270"
        width="152"
        height="66"
        rx="14"
        strokeWidth="2"
      />
      <rect className="fill-surface-muted" x="178" y="282" width="72" height="18" rx="9" />
      <circle className="fill-night-muted" cx="194" cy="291" r="2.5" />
      <circle className="fill-night-muted" cx="204" cy="291" r="2.5" />
      <circle className="fill-night-muted" cx="214" cy="291" r="2.5" />
      <rect className="fill-brand" x="226" y="308" width="76" height="18" rx="9" />
      <ellipse className="fill-brand-soft" cx="240" cy="232" rx="46" ry="9" />
      <path className="stroke-brand" strokeWidth="4" d="M240 126v-16" />
      <circle className="fill-accent" cx="240" cy="104" r="8" />
      <rect className="fill-brand-strong" x="186" y="150" width="12" height="28" rx="6" />
      <rect className="fill-brand-strong" x="282" y="150" width="12" height="28" rx="6" />
      <rect className="fill-brand-strong" x="214" y="196" width="52" height="28" rx="12" />
      <circle className="fill-accent" cx="240" cy="210" r="5" />
      <rect className="fill-brand" x="194" y="124" width="92" height="76" rx="24" />
      <rect className="fill-night" x="206" y="142" width="68" height="38" rx="15" />
      <circle className="fill-accent" cx="226" cy="158" r="6" />
      <circle className="fill-accent" cx="254" cy="158" r="6" />
      <path className="stroke-accent" strokeWidth="3" d="M232 170q8 6 16 0" />
    </IllustrationFrame>
  );
}
