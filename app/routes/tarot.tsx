/**
 * The AI Tarot Reading page, /tarot (docs/product/screens.md, Tarot landing and checkout):
 * hero, What's Included, the checkout card, testimonials and FAQ. Prerendered
 * at build time; PayPal's SDK is a separate chunk that only the checkout card
 * loads, in the browser, once /api/config says PayPal is configured.
 * A lazy route module: it exports only `Component`.
 */

import { PAGE_IMAGES, PageMeta } from "../components/page-meta";
import { TarotCheckout } from "../components/tarot/tarot-checkout";
import { TarotFaq } from "../components/tarot/tarot-faq";
import { TarotHero } from "../components/tarot/tarot-hero";
import { TarotIncluded } from "../components/tarot/tarot-included";
import { TarotTestimonials } from "../components/tarot/tarot-testimonials";
import { useSmoothScroll } from "../hooks/use-smooth-scroll";

const DESCRIPTION =
  "An instant, interactive AI tarot reading in the Rider-Waite-Smith tradition: shuffle, choose One Card, Past/Present/Future or the Celtic Cross, turn your cards and keep a shareable permalink. A$14.99, for entertainment only.";

export function Component() {
  useSmoothScroll();
  return (
    <>
      <PageMeta title="AI Tarot Reading" description={DESCRIPTION} path="/tarot" image={PAGE_IMAGES.tarot} />
      <TarotHero />
      <TarotIncluded />
      <div className="mx-auto w-full max-w-2xl px-4 py-16 sm:px-5 sm:py-24">
        <TarotCheckout />
      </div>
      <TarotTestimonials />
      <TarotFaq />
    </>
  );
}
