import { ArrowRight, BookHeart, Check, Info, Sparkles, WandSparkles } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { buttonStyles } from "../ui/button-styles";
import { usePriceLabel } from "../ui/price";
import { LandingSection, SectionHeading } from "./section-heading";

type ProductCardProps = {
  icon: ReactNode;
  titleId: string;
  title: string;
  tagline: string;
  price: string;
  features: string[];
  action: ReactNode;
  highlight?: boolean;
};

function ProductCard({ icon, titleId, title, tagline, price, features, action, highlight = false }: ProductCardProps) {
  return (
    <article
      aria-labelledby={titleId}
      className={`relative flex flex-col rounded-3xl border p-5 sm:p-9 ${
        highlight
          ? "border-gold-400/70 bg-gradient-to-b from-night-800 to-night-900 shadow-[0_30px_90px_-40px_rgb(228_185_91/0.5)]"
          : "border-night-600 bg-gradient-to-b from-night-800/70 to-night-900"
      }`}
    >
      <span className="grid size-14 place-items-center rounded-full border border-gold-500/50 bg-night-950/70 text-gold-300">
        {icon}
      </span>
      <h3 id={titleId} className="mt-6 text-2xl text-parchment">
        {title}
      </h3>
      <p className="mt-2 text-mist">{tagline}</p>
      <p className="mt-6 flex items-baseline gap-2">
        <span className="font-display text-4xl font-semibold text-gold-300">{price}</span>
        <span className="text-sm text-mist">one-time, AUD</span>
      </p>
      <ul className="mt-6 flex-1 space-y-3">
        {features.map((feature) => (
          <li key={feature} className="flex gap-3 text-parchment">
            <Check aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-gold-300" />
            {feature}
          </li>
        ))}
      </ul>
      <div className="mt-8 grid">{action}</div>
    </article>
  );
}

/** The two products with live prices; the header's "Choose Your Journey" scrolls here. */
export function Products({ onBeginStory }: { onBeginStory: () => void }) {
  const soulmatePrice = usePriceLabel("soulmate");
  const tarotPrice = usePriceLabel("tarot_reading");
  return (
    <LandingSection id="products" labelledBy="products-title">
      <SectionHeading eyebrow="Two ways in" title="Choose Your Journey" id="products-title">
        <p>One price each, paid once. No account and no subscription.</p>
      </SectionHeading>
      <div className="mx-auto mt-14 grid max-w-5xl gap-8 md:grid-cols-2">
        <ProductCard
          highlight
          icon={<BookHeart aria-hidden="true" className="size-7" />}
          titleId="product-soulmate"
          title="Soulmate Stories"
          tagline="A personalised storybook and keepsake cards, drawn from your own sky."
          price={soulmatePrice}
          features={[
            "Animated storybook of 8 symbolic panels",
            "Symbolic card set, never faces",
            "Print-ready PDFs",
            "Free 5-card oracle pack",
            "Delivered within 24 hours (up to 48 at peak times)",
          ]}
          action={
            <button type="button" onClick={onBeginStory} className={buttonStyles.cta}>
              <Sparkles aria-hidden="true" className="size-5" />
              Begin your Soulmate Story
            </button>
          }
        />
        <ProductCard
          icon={<WandSparkles aria-hidden="true" className="size-7" />}
          titleId="product-tarot"
          title="AI Tarot Reading"
          tagline="An instant, interactive reading in the Rider-Waite-Smith tradition."
          price={tarotPrice}
          features={[
            "Write your intention and shuffle the deck",
            "One card, three cards or the ten-card Celtic Cross",
            "Flip each card yourself",
            "Interpretation streamed as you watch",
            "Saved to a permalink you can share",
          ]}
          action={
            <Link to="/tarot" className={buttonStyles.ctaSecondary}>
              Get a Tarot Reading
              <ArrowRight aria-hidden="true" className="size-5" />
            </Link>
          }
        />
      </div>
      <p className="mx-auto mt-10 flex max-w-2xl gap-3 rounded-2xl border border-night-700 bg-night-900/70 p-5 text-sm leading-relaxed text-mist">
        <Info aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-gold-300" />
        <span>
          <strong className="text-parchment">For entertainment purposes only.</strong> Our stories, cards and readings
          are creative, symbolic works to enjoy and reflect on. They don’t predict the future and aren’t medical, legal,
          financial or psychological advice. For adults 18+.
        </span>
      </p>
    </LandingSection>
  );
}
