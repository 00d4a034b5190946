import type { LucideIcon } from "lucide-react";

const ORBIT_NODES = [
  { x: 96, y: 88, r: 14 },
  { x: 384, y: 120, r: 18 },
  { x: 372, y: 284, r: 12 },
  { x: 112, y: 276, r: 16 },
] as const;

/** An agent's icon at the centre of the systems it works with: one drawing for all eight agents. */
export function AgentBadge({ icon: Icon }: { icon: LucideIcon }) {
  return (
    <div className="relative">
      <svg
        viewBox="0 0 480 360"
        width={480}
        height={360}
        aria-hidden="true"
        focusable="false"
        className="h-auto w-full"
      >
        <circle cx="240" cy="180" r="150" className="fill-brand-soft" />
        <circle
          cx="240"
          cy="180"
          r="108"
          fill="none"
          strokeWidth="2"
          strokeDasharray="6 8"
          className="stroke-brand/40"
        />
        {ORBIT_NODES.map((node) => (
          <g key={`${node.x}-${node.y}`}>
            <line
              x1="240"
              y1="180"
              x2={node.x}
              y2={node.y}
              strokeWidth="2"
              className="stroke-line"
            />
            <circle cx={node.x} cy={node.y} r={node.r + 10} className="fill-surface" />
            <circle cx={node.x} cy={node.y} r={node.r} className="fill-accent" />
          </g>
        ))}
        <rect x="180" y="120" width="120" height="120" rx="32" className="fill-brand" />
      </svg>
      <Icon
        aria-hidden="true"
        className="absolute top-1/2 left-1/2 size-[12%] -translate-x-1/2 -translate-y-1/2 text-white"
      />
    </div>
  );
}
