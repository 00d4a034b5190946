import { IllustrationFrame } from "./illustration-frame";

const apps = [
  { x: 60, y: 60, icon: "fill-brand", glyph: "M6 8h12v9H6Zm0 0 6 5 6-5" },
  { x: 332, y: 60, icon: "fill-accent", glyph: "M8 17v-4m4 4V7m4 10v-7" },
  { x: 60, y: 236, icon: "fill-accent-strong", glyph: "M6 7h12v8h-6l-4 3v-3H6Z" },
  {
    x: 332,
    y: 236,
    icon: "fill-brand-strong",
    glyph: "M7 7h4v4H7Zm6 0h4v4h-4Zm-6 6h4v4H7Zm6 0h4v4h-4Z",
  },
] as const;

/** Apps and systems wired through a central AI core. */
export function AiIntegrationArt({ className }: { className?: string }) {
  return (
    <IllustrationFrame className={className}>
      <path
        className="fill-brand-soft"
        d="M64 96C96 34 196 22 268 40s150 40 164 112-30 150-112 168-196 8-240-44S32 158 64 96Z"
      />
      <g className="stroke-brand" strokeWidth="2" strokeDasharray="4 6">
        <path d="M148 92c48 0 52 48 66 62M332 92c-48 0-52 48-66 62M148 268c48 0 52-48 66-62M332 268c-48 0-52-48-66-62M76 180h104M404 180H300" />
      </g>
      {apps.map(({ x, y, icon, glyph }) => (
        <g key={`${x}-${y}`}>
          <rect
            className="fill-white stroke-line"
            x={x}
            y={y}
            width="88"
            height="64"
            rx="14"
            strokeWidth="2"
          />
          <rect className={icon} x={x + 14} y={y + 20} width="24" height="24" rx="7" />
          <path
            className="stroke-white"
            strokeWidth="1.75"
            transform={`translate(${x + 14} ${y + 20})`}
            d={glyph}
          />
          <rect className="fill-line" x={x + 46} y={y + 23} width="28" height="6" rx="3" />
          <rect className="fill-line" x={x + 46} y={y + 35} width="18" height="6" rx="3" />
        </g>
      ))}
      <circle className="fill-white stroke-line" cx="60" cy="180" r="16" strokeWidth="2" />
      <circle className="fill-accent" cx="60" cy="180" r="6" />
      <circle className="fill-white stroke-line" cx="420" cy="180" r="16" strokeWidth="2" />
      <circle className="fill-brand" cx="420" cy="180" r="6" />
      <circle
        className="stroke-brand"
        cx="240"
        cy="180"
        r="74"
        strokeWidth="2"
        strokeDasharray="2 8"
      />
      <circle className="fill-white stroke-line" cx="240" cy="180" r="58" strokeWidth="2" />
      <circle className="fill-brand" cx="240" cy="180" r="44" />
      <path
        className="fill-white"
        d="M240 154c3 17 9 23 26 26-17 3-23 9-26 26-3-17-9-23-26-26 17-3 23-9 26-26Z"
      />
      <path className="fill-accent" d="M262 150c1 6 3 8 9 9-6 1-8 3-9 9-1-6-3-8-9-9 6-1 8-3 9-9Z" />
      <circle className="fill-accent" cx="194" cy="118" r="5" />
      <circle className="fill-brand" cx="286" cy="118" r="5" />
      <circle className="fill-brand" cx="194" cy="242" r="5" />
      <circle className="fill-accent" cx="286" cy="242" r="5" />
      <circle className="fill-accent" cx="128" cy="180" r="4" />
      <circle className="fill-brand" cx="352" cy="180" r="4" />
    </IllustrationFrame>
  );
}
