/**
 * The Shuffle step's deck: card backs that cut and riffle past each other.
 * The movement is CSS transitions between positions picked on a timer, so
 * under prefers-reduced-motion the timer never starts and the fan stays still.
 */
import { useEffect, useState } from "react";
import { CardBack } from "./card-image";

const CARD_COUNT = 5;
const STEP_MS = 420;

/** Resting fan: each card a little further round. */
const FAN = Array.from({ length: CARD_COUNT }, (_, i) => ({ x: (i - 2) * 18, y: Math.abs(i - 2) * 4, r: (i - 2) * 7 }));

/** A deterministic sequence of cuts, so the motion looks varied without randomness. */
function poseFor(card: number, tick: number) {
  const phase = (card * 3 + tick) % 6;
  const side = phase % 2 === 0 ? -1 : 1;
  const lift = phase < 3 ? 1 : 0.4;
  return { x: side * (26 + card * 6) * lift, y: -10 * lift + card * 2, r: side * (4 + card * 3) * lift };
}

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === "function" && window.matchMedia("(prefers-reduced-motion: reduce)").matches;
}

export function ShuffleAnimation({ cardBackUrl }: { cardBackUrl: string }) {
  const [tick, setTick] = useState<number | null>(null);

  useEffect(() => {
    if (prefersReducedMotion()) return;
    setTick(0);
    const timer = window.setInterval(() => setTick((t) => (t ?? 0) + 1), STEP_MS);
    return () => window.clearInterval(timer);
  }, []);

  return (
    <div aria-hidden="true" data-testid="shuffle-deck" className="relative mx-auto h-52 w-32 sm:h-60 sm:w-36">
      {FAN.map((rest, card) => {
        const pose = tick === null ? rest : poseFor(card, tick);
        return (
          <div
            // biome-ignore lint/suspicious/noArrayIndexKey: the five cards are fixed
            key={card}
            className="absolute inset-0 transition-transform duration-300 ease-in-out motion-reduce:transition-none"
            style={{
              transform: `translate(${pose.x}px, ${pose.y}px) rotate(${pose.r}deg)`,
              zIndex: tick === null ? card : (card + tick) % CARD_COUNT,
            }}
          >
            <CardBack src={cardBackUrl} />
          </div>
        );
      })}
    </div>
  );
}
