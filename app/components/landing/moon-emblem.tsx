import { useId } from "react";
import { sparklePath } from "./starfield";

/** Libra's stars, in the emblem's own coordinates, joined in this order. */
const CONSTELLATION = [
  [146, 124],
  [172, 100],
  [204, 112],
  [232, 92],
  [258, 118],
] as const;

/**
 * A point on the ring, to 0.01 of a unit. Math.cos and Math.sin may differ in the last digit
 * between the JavaScript engine that renders the page and the visitor's browser; rounded, both
 * write the same attribute, so hydration finds nothing to mend.
 */
const onRing = (angle: number, radius: number) => ({
  x: Math.round((200 + Math.cos(angle) * radius) * 100) / 100,
  y: Math.round((200 + Math.sin(angle) * radius) * 100) / 100,
});

const RING_TICKS = Array.from({ length: 36 }, (_, i) => {
  const angle = (i / 36) * Math.PI * 2;
  const long = i % 3 === 0;
  const inner = onRing(angle, long ? 170 : 174);
  const outer = onRing(angle, 180);
  return { x1: inner.x, y1: inner.y, x2: outer.x, y2: outer.y, long };
});

/**
 * A crescent moon inside a celestial ring, with two paths meeting beneath it:
 * the brand's symbol, in place of any photograph or face.
 */
export function MoonEmblem({ className }: { className?: string }) {
  // Ids must be unique per instance and safe inside url(#…).
  const uid = useId().replace(/[^a-zA-Z0-9_-]/g, "");
  const glow = `glow-${uid}`;
  const crescent = `crescent-${uid}`;
  return (
    <svg aria-hidden="true" focusable="false" viewBox="0 0 400 400" className={className}>
      <defs>
        <radialGradient id={glow} cx="50%" cy="45%" r="50%">
          <stop offset="0%" stopColor="#f0d27e" stopOpacity="0.28" />
          <stop offset="55%" stopColor="#352d78" stopOpacity="0.35" />
          <stop offset="100%" stopColor="#07061a" stopOpacity="0" />
        </radialGradient>
        <mask id={crescent}>
          <rect width="400" height="400" fill="black" />
          <circle cx="200" cy="196" r="66" fill="white" />
          <circle cx="228" cy="180" r="58" fill="black" />
        </mask>
      </defs>
      <circle cx="200" cy="200" r="198" fill={`url(#${glow})`} />
      <circle cx="200" cy="200" r="180" fill="none" stroke="#c99a3a" strokeOpacity="0.55" />
      <circle cx="200" cy="200" r="150" fill="none" stroke="#e4b95b" strokeOpacity="0.35" strokeDasharray="1 7" />
      <circle cx="200" cy="200" r="118" fill="none" stroke="#c99a3a" strokeOpacity="0.3" />
      {RING_TICKS.map((t) => (
        <line
          key={`${t.x1.toFixed(1)}-${t.y1.toFixed(1)}`}
          x1={t.x1}
          y1={t.y1}
          x2={t.x2}
          y2={t.y2}
          stroke="#e4b95b"
          strokeOpacity={t.long ? 0.7 : 0.35}
        />
      ))}
      <circle cx="200" cy="196" r="66" fill="#f7e6b5" mask={`url(#${crescent})`} />
      <polyline
        points={CONSTELLATION.map(([x, y]) => `${x},${y}`).join(" ")}
        fill="none"
        stroke="#f0d27e"
        strokeOpacity="0.5"
      />
      {CONSTELLATION.map(([x, y]) => (
        <circle key={x} cx={x} cy={y} r="2.6" fill="#f6f1e4" />
      ))}
      {/* Two paths that start apart and meet under the moon. */}
      <path d="M104 322C140 300 168 286 200 278" fill="none" stroke="#e4b95b" strokeWidth="2" strokeLinecap="round" />
      <path d="M296 322C260 300 232 286 200 278" fill="none" stroke="#e4b95b" strokeWidth="2" strokeLinecap="round" />
      <path d={sparklePath(200, 278, 10)} fill="#f7e6b5" />
      <path d={sparklePath(304, 122, 7)} fill="#f7e6b5" opacity="0.9" />
      <path d={sparklePath(98, 246, 5)} fill="#f7e6b5" opacity="0.7" />
    </svg>
  );
}
