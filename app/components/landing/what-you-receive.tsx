import { BookOpen, Gift, Layers, Printer } from "lucide-react";
import { LandingSection, SectionHeading } from "./section-heading";

const TILES = [
  {
    icon: BookOpen,
    title: "Animated storybook",
    text: "Eight symbolic panels that unfold on screen, from your constellation to the moment two paths meet.",
  },
  {
    icon: Layers,
    title: "Symbolic card set",
    text: "Keepsake cards for your sign, your birth moon and your element, drawn in fine gold line art. Symbols only, never faces.",
  },
  {
    icon: Printer,
    title: "Print-ready PDFs",
    text: "The storybook (A5) and the cards, with bleed and embedded fonts at 300 DPI, ready for your printer or a local print shop.",
  },
  {
    icon: Gift,
    title: "Free oracle pack",
    text: "Five bonus oracle cards, each with its own affirmation: Gratitude, Peace, Joy, Love and Protection.",
    badge: "Free",
  },
];

/** The four things in every Soulmate Stories pack. */
export function WhatYouReceive() {
  return (
    <LandingSection id="what-you-receive" labelledBy="receive-title" band>
      <SectionHeading eyebrow="Your pack" title="What You'll Receive" id="receive-title">
        <p>Everything is drawn fresh for your order from the answers you give, then delivered as files you keep.</p>
      </SectionHeading>
      <ul className="mt-14 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {TILES.map(({ icon: Icon, title, text, badge }) => (
          <li
            key={title}
            className="relative flex flex-col rounded-2xl border border-night-700 bg-gradient-to-b from-night-800/80 to-night-900/80 p-7"
          >
            {badge ? (
              <span className="absolute top-5 right-5 rounded-full bg-gold-400 px-2.5 py-0.5 text-xs font-bold uppercase tracking-wider text-night-950">
                {badge}
              </span>
            ) : null}
            <span className="grid size-12 place-items-center rounded-full border border-gold-500/50 bg-night-950/60 text-gold-300">
              <Icon aria-hidden="true" className="size-6" />
            </span>
            <h3 className="mt-5 text-lg text-parchment">{title}</h3>
            <p className="mt-2 leading-relaxed text-mist">{text}</p>
          </li>
        ))}
      </ul>
    </LandingSection>
  );
}
