import { ArrowRight, Sparkles } from "lucide-react";
import { Link } from "react-router";
import { buttonStyles } from "../ui/button-styles";

/**
 * The landing page's two button looks. Both are at least 48 px tall, so they
 * clear the 44 px touch target with room to spare.
 */
/** The two journeys side by side: open the soulmate quiz, or go to the tarot reading. */
export function JourneyButtons({ onBeginStory, className }: { onBeginStory: () => void; className: string }) {
  return (
    <div className={className}>
      <button type="button" onClick={onBeginStory} className={buttonStyles.cta}>
        <Sparkles aria-hidden="true" className="size-5" />
        Begin your Soulmate Story
      </button>
      <Link to="/tarot" className={buttonStyles.ctaSecondary}>
        Get a Tarot Reading
        <ArrowRight aria-hidden="true" className="size-5" />
      </Link>
    </div>
  );
}
