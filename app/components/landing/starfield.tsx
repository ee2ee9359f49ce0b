/** A seeded pseudo-random sequence, so the sky is the same on every visit and in prerendered HTML. */
function seededRandom(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Star = { x: number; y: number; r: number; o: number };

const random = seededRandom(1992);
const star = (): Star => ({
  x: Math.round(random() * 1600),
  y: Math.round(random() * 900),
  r: Math.round((0.5 + random() * random() * 1.6) * 10) / 10,
  o: Math.round((0.35 + random() * 0.6) * 100) / 100,
});

/** Three groups that twinkle out of step with each other. */
const TWINKLE_GROUPS: { stars: Star[]; duration: string; delay: string }[] = [
  { stars: Array.from({ length: 40 }, star), duration: "4s", delay: "0s" },
  { stars: Array.from({ length: 40 }, star), duration: "5.5s", delay: "-2s" },
  { stars: Array.from({ length: 40 }, star), duration: "7s", delay: "-4.5s" },
];

/** A few bright four-pointed stars, placed by hand away from the headline. */
const SPARKLES = [
  { x: 60, y: 90, s: 8 },
  { x: 1460, y: 110, s: 11 },
  { x: 1330, y: 700, s: 7 },
  { x: 900, y: 60, s: 5 },
  { x: 1540, y: 420, s: 6 },
];

function sparklePath(x: number, y: number, s: number) {
  const w = s * 0.22;
  return `M${x} ${y - s}Q${x + w} ${y - w} ${x + s} ${y}Q${x + w} ${y + w} ${x} ${y + s}Q${x - w} ${y + w} ${x - s} ${y}Q${x - w} ${y - w} ${x} ${y - s}Z`;
}

const SKY = { viewBox: "0 0 1600 900", preserveAspectRatio: "xMidYMid slice" } as const;
const LAYER = "pointer-events-none absolute inset-0 h-full w-full";

/**
 * The hero's night sky, drawn inline so it paints with the first frame and
 * costs no request. Twinkling runs only when the visitor allows motion.
 *
 * Each twinkling group is an <svg> of its own whose opacity is animated, so the
 * browser fades a layer it painted once instead of repainting 120 stars on every
 * frame: with one <svg> and its groups pulsing, an idle landing page kept about
 * half a CPU core busy in headless Chromium (7 CPU s in 15 s, measured 2026-11-28).
 */
export function Starfield() {
  return (
    <>
      {TWINKLE_GROUPS.map((group) => (
        <svg
          key={group.duration}
          aria-hidden="true"
          focusable="false"
          className={`${LAYER} motion-safe:animate-pulse motion-safe:will-change-[opacity]`}
          style={{ animationDuration: group.duration, animationDelay: group.delay }}
          {...SKY}
        >
          <g fill="#f6f1e4">
            {group.stars.map((s) => (
              <circle key={`${s.x}-${s.y}`} cx={s.x} cy={s.y} r={s.r} opacity={s.o} />
            ))}
          </g>
        </svg>
      ))}
      <svg aria-hidden="true" focusable="false" className={LAYER} {...SKY}>
        <g fill="#f7e6b5">
          {SPARKLES.map((s) => (
            <path key={`${s.x}-${s.y}`} d={sparklePath(s.x, s.y, s.s)} opacity={0.85} />
          ))}
        </g>
      </svg>
    </>
  );
}

export { sparklePath };
