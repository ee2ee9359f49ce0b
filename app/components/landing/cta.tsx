import { ArrowRight, Sparkles } from "lucide-react";
import { Link } from "react-router";

/**
 * The landing page's two button looks. Both are at least 48 px tall, so they
 * clear the 44 px touch target with room to spare.
 */
export const primaryCta =
  "inline-flex min-h-12 items-center justify-center gap-2 rounded-full bg-gold-400 px-5 text-center font-semibold text-night-950 shadow-[0_10px_40px_-12px_rgb(228_185_91/0.65)] transition-colors hover:bg-gold-300 active:bg-gold-500 sm:px-7";

export const secondaryCta =
  "inline-flex min-h-12 items-center justify-center gap-2 rounded-full border border-gold-400/60 bg-night-950/40 px-5 text-center font-semibold text-gold-200 transition-colors hover:border-gold-300 hover:bg-gold-400/10 hover:text-gold-200 sm:px-7";

/** The two journeys side by side: open the soulmate quiz, or go to the tarot reading. */
export function JourneyButtons({ onBeginStory, className }: { onBeginStory: () => void; className: string }) {
  return (
    <div className={className}>
      <button type="button" onClick={onBeginStory} className={primaryCta}>
        <Sparkles aria-hidden="true" className="size-5" />
        Begin your Soulmate Story
      </button>
      <Link to="/tarot" className={secondaryCta}>
        Get a Tarot Reading
        <ArrowRight aria-hidden="true" className="size-5" />
      </Link>
    </div>
  );
}
