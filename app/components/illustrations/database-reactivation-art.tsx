import { IllustrationFrame } from "./illustration-frame";

const contacts = [
  { x: 70, y: 110, active: false },
  { x: 52, y: 186, active: false },
  { x: 76, y: 262, active: false },
  { x: 410, y: 110, active: true },
  { x: 428, y: 186, active: true },
  { x: 404, y: 262, active: true },
] as const;

/** A customer database whose dormant contacts come back to life. */
export function DatabaseReactivationArt({ className }: { className?: string }) {
  return (
    <IllustrationFrame className={className}>
      <path
        className="fill-brand-soft"
        d="M60 110c30-64 110-92 190-86s170 40 196 106-6 162-92 186-214 14-266-40-58-102-28-166Z"
      />
      <path
        className="stroke-night-muted"
        strokeWidth="3"
        strokeDasharray="6 8"
        d="M138 220a108 108 0 0 1 102-142"
      />
      <path className="stroke-accent" strokeWidth="4" d="M240 78a108 108 0 0 1 102 142" />
      <path className="fill-accent" d="m339 232 10-9-13-5Z" />
      <path className="fill-brand" d="M180 120v132a60 18 0 0 0 120 0V120Z" />
      <path
        className="stroke-brand-strong"
        strokeWidth="3"
        d="M180 164a60 18 0 0 0 120 0M180 208a60 18 0 0 0 120 0"
      />
      <ellipse className="fill-brand-strong" cx="240" cy="120" rx="60" ry="18" />
      <ellipse className="fill-brand" cx="240" cy="118" rx="44" ry="11" />
      <circle className="fill-accent" cx="276" cy="148" r="5" />
      <circle className="fill-accent" cx="276" cy="192" r="5" />
      <circle className="fill-night-muted" cx="276" cy="236" r="5" />
      <rect
        className="fill-brand-soft"
        x="196"
        y="144"
        width="40"
        height="6"
        rx="3"
        opacity="0.6"
      />
      <rect
        className="fill-brand-soft"
        x="196"
        y="188"
        width="40"
        height="6"
        rx="3"
        opacity="0.6"
      />
      <rect
        className="fill-brand-soft"
        x="196"
        y="232"
        width="40"
        height="6"
        rx="3"
        opacity="0.6"
      />
      {contacts.map(({ x, y, active }) => (
        <g key={`${x}-${y}`}>
          {active && <circle className="fill-accent-soft" cx={x} cy={y} r="32" />}
          <circle
            className={active ? "fill-accent" : "fill-surface-muted stroke-line"}
            cx={x}
            cy={y}
            r="22"
            strokeWidth="2"
          />
          <circle className={active ? "fill-white" : "fill-night-muted"} cx={x} cy={y - 5} r="6" />
          <path
            className={active ? "fill-white" : "fill-night-muted"}
            d={`M${x - 11} ${y + 13}a11 9 0 0 1 22 0Z`}
          />
        </g>
      ))}
      <path className="fill-accent" d="M446 78c1 6 3 8 9 9-6 1-8 3-9 9-1-6-3-8-9-9 6-1 8-3 9-9Z" />
      <path className="fill-brand" d="M456 236c1 5 2 6 7 7-5 1-6 2-7 7-1-5-2-6-7-7 5-1 6-2 7-7Z" />
    </IllustrationFrame>
  );
}
