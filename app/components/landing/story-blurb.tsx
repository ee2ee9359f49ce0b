import { LandingSection, SectionHeading } from "./section-heading";

const STEPS = [
  {
    numeral: "I",
    title: "Take the quiz",
    text: "Eight short steps: your star sign, birthday, city, who you’re drawn to, where your heart is at, a first name if you like, and your email. About two minutes.",
  },
  {
    numeral: "II",
    title: "Check out",
    text: "Pay once with PayPal or a card, or apply a coupon code. No account, no subscription.",
  },
  {
    numeral: "III",
    title: "Open your pack",
    text: "Your storybook, cards and oracle pack arrive within 24 hours (up to 48 at our busiest). Find them on your result page, or any time in My Orders.",
  },
];

/** What a Soulmate Story is, and the three steps to one. The header's "How It Works" lands here. */
export function StoryBlurb() {
  return (
    <LandingSection id="how-it-works" labelledBy="how-it-works-title">
      <SectionHeading eyebrow="How It Works" title="A soulmate story, told in symbols" id="how-it-works-title">
        <p>
          A Soulmate Story is a keepsake, not a crystal ball. From a few details about you, we compose a short
          illustrated tale in eight panels: the constellation of your sign, the moon exactly as it was on the day you
          were born, the element you move with, the skyline of your city, and two paths finding their way to each other.
        </p>
      </SectionHeading>
      <ol className="mt-14 grid gap-6 md:grid-cols-3">
        {STEPS.map((step) => (
          <li
            key={step.numeral}
            className="relative rounded-2xl border border-night-700 bg-night-900/70 p-7 shadow-[inset_0_1px_0_rgb(240_210_126/0.08)]"
          >
            <span aria-hidden="true" className="font-display text-4xl text-gold-400/80">
              {step.numeral}
            </span>
            <h3 className="mt-3 text-xl text-parchment">{step.title}</h3>
            <p className="mt-3 leading-relaxed text-mist">{step.text}</p>
          </li>
        ))}
      </ol>
    </LandingSection>
  );
}
