import { MoonEmblem } from "./moon-emblem";
import { LandingSection, SectionHeading } from "./section-heading";

/**
 * The founder as the page and its structured data name her. A sample note for
 * launch: the real founder should read it, and rewrite it in their own words.
 */
export const FOUNDER = {
  name: "Mara",
  jobTitle: "Founder",
  description:
    "Mara founded Soulmate Stories to make small, beautiful keepsakes from the night sky a person was born under.",
} as const;

/** About the founder: a short note and a symbolic illustration instead of a portrait. */
export function FounderNote() {
  return (
    <LandingSection id="founder" labelledBy="founder-title" band>
      <div className="mx-auto grid max-w-5xl items-center gap-10 md:grid-cols-[auto_1fr] md:gap-16">
        <div className="mx-auto grid size-52 place-items-center rounded-full border border-gold-500/40 bg-night-950 shadow-[0_0_80px_-20px_rgb(228_185_91/0.45)] sm:size-64">
          <MoonEmblem className="size-44 sm:size-56" />
        </div>
        <div>
          <SectionHeading
            eyebrow="About the founder"
            title="Why I made Soulmate Stories"
            id="founder-title"
            align="start"
          />
          <blockquote className="mt-6 space-y-4 text-lg leading-relaxed text-mist">
            <p>
              I’ve loved the night sky since I was small, lying on the back lawn trying to find the Southern Cross.
              Years later I wanted to give a friend something for her birthday that felt as personal as a handwritten
              letter, so I made her a little story from her star sign and the moon on the night she was born. It still
              hangs on her wall.
            </p>
            <p>
              Soulmate Stories grew from that. Every pack is built from your own details, and the art stays symbolic on
              purpose: no faces, and no promises about who or when. Just a beautiful story to hold, and a quiet moment
              to reflect. Our tarot readings come from the same place.
            </p>
            <p>If anything isn’t right, write to us and we’ll make it right.</p>
          </blockquote>
          <p className="mt-6">
            <span className="block font-display text-2xl text-gold-300">{FOUNDER.name}</span>
            <span className="text-sm text-mist">Founder, Soulmate Stories</span>
          </p>
        </div>
      </div>
    </LandingSection>
  );
}
