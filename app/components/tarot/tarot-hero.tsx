import { ArrowLeft, BadgeCheck, Moon } from "lucide-react";
import { Link } from "react-router";
import { buttonStyles } from "../ui/button-styles";
import { usePriceLabel } from "../ui/price";

/** Three card backs fanned out: drawn inline, so the hero paints with no image request. */
function FannedCards({ className }: { className?: string }) {
  const cards = [
    { rotate: -14, x: -58 },
    { rotate: 0, x: 0 },
    { rotate: 14, x: 58 },
  ];
  return (
    <svg aria-hidden="true" focusable="false" viewBox="-160 -150 320 300" className={className}>
      <circle r="140" fill="#352d78" opacity="0.35" />
      {cards.map((card) => (
        <g key={card.rotate} transform={`translate(${card.x} 10) rotate(${card.rotate})`}>
          <rect x="-50" y="-86" width="100" height="172" rx="9" fill="#17143d" stroke="#e4b95b" strokeWidth="3" />
          <rect x="-40" y="-76" width="80" height="152" rx="5" fill="none" stroke="#c99a3a" strokeWidth="1.5" />
          <circle r="20" fill="none" stroke="#f0d27e" strokeWidth="2" />
          <path d="M0 -34 L6 -6 L34 0 L6 6 L0 34 L-6 6 L-34 0 L-6 -6 Z" fill="#f0d27e" opacity="0.9" />
        </g>
      ))}
    </svg>
  );
}

/** The top of /tarot: what it is, the price, the entertainment notice, the guarantee and the two ways on. */
export function TarotHero() {
  const price = usePriceLabel("tarot_reading");
  return (
    <section aria-labelledby="tarot-hero-title" className="relative isolate overflow-hidden">
      <div className="mx-auto grid w-full max-w-6xl items-center gap-10 px-5 pt-12 pb-16 sm:pt-20 sm:pb-20 lg:grid-cols-[1.2fr_0.8fr]">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full border border-gold-500/40 bg-night-900/70 px-4 py-1.5 text-xs font-semibold tracking-[0.2em] text-gold-300 uppercase">
            <Moon aria-hidden="true" className="size-4" />
            Instant · Interactive
          </p>
          <h1 id="tarot-hero-title" className="mt-6 text-4xl leading-[1.12] text-parchment sm:text-5xl lg:text-6xl">
            AI Tarot Reading
          </h1>
          <p className="mt-6 max-w-xl text-lg leading-relaxed text-mist">
            Put your question into words, watch the full 78-card deck shuffle, choose your spread and turn each card
            yourself. Your interpretation streams in as you watch, and it’s saved to a link you can keep.
          </p>
          <p data-testid="tarot-hero-price" className="mt-7 flex flex-wrap items-baseline gap-x-2">
            <span className="font-display text-4xl font-semibold text-gold-300">{price}</span>{" "}
            <span className="text-mist">AUD one-off</span>
          </p>
          <p className="mt-3 text-sm text-mist">
            For entertainment purposes only. Not a prediction, and not medical, legal, financial or psychological
            advice. Adults 18+.
          </p>
          <p className="mt-3 flex items-center gap-2 text-sm text-parchment">
            <BadgeCheck aria-hidden="true" className="size-4 shrink-0 text-gold-300" />
            30-day money-back guarantee
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
            <a href="#checkout" className={buttonStyles.cta}>
              Get Your Reading
            </a>
            <Link to="/" className={buttonStyles.ctaSecondary}>
              <ArrowLeft aria-hidden="true" className="size-5" />
              Back to Home
            </Link>
          </div>
        </div>
        <div className="hidden lg:block">
          <FannedCards className="mx-auto w-full max-w-sm" />
        </div>
      </div>
    </section>
  );
}
