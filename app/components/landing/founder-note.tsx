import { useSiteContent } from "../../lib/site-content";
import { MoonEmblem } from "./moon-emblem";
import { LandingSection, SectionHeading } from "./section-heading";

/**
 * About the founder: the note the operator published in /admin (in their own words) and a
 * symbolic illustration instead of a portrait. With no note published the section is left out:
 * the page does not speak for a founder it cannot name.
 */
export function FounderNote() {
  const note = useSiteContent().data?.founderNote;
  if (!note) return null;
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
            {note.paragraphs.map((paragraph, i) => (
              // The paragraphs are plain text in the operator's order; an index is their identity.
              // biome-ignore lint/suspicious/noArrayIndexKey: fixed list, never reordered on the page.
              <p key={i}>{paragraph}</p>
            ))}
          </blockquote>
          <p className="mt-6">
            <span className="block font-display text-2xl text-gold-300">{note.name}</span>
            <span className="text-sm text-mist">{note.role}</span>
          </p>
        </div>
      </div>
    </LandingSection>
  );
}
