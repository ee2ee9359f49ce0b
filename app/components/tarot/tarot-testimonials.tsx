import { TarotSection } from "./tarot-section";

/** A five-pointed star, drawn here (see tarot-section.tsx for why nothing is shared with the landing page). */
function StarIcon() {
  return (
    <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" className="size-4 fill-current">
      <path d="M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z" />
    </svg>
  );
}

// PLACEHOLDER: replace with real, consented testimonials before launch
// (invented reviews are not allowed under Australian Consumer Law).
const TESTIMONIALS = [
  {
    name: "Mia",
    spread: "One Card",
    quote:
      "I drew a single card before a job interview. It was a calm little moment to gather my thoughts, and the reading was kind without being vague.",
  },
  {
    name: "Daniel",
    spread: "Past/Present/Future",
    quote:
      "Turning the cards over myself made it feel like a real sitting. The reading tied all three together and gave me a lot to think about.",
  },
  {
    name: "Aisha",
    spread: "Celtic Cross",
    quote:
      "The Celtic Cross was thorough: every position explained, the reversed cards too. I saved the link and went back to it a week later.",
  },
  {
    name: "Ben",
    spread: "Past/Present/Future",
    quote: "Bought it on a whim on a Sunday night. Quick, easy on my phone, and far more thoughtful than I expected.",
  },
] as const;

/** Four short notes, five stars each, first names only. */
export function TarotTestimonials() {
  return (
    <TarotSection
      id="testimonials"
      eyebrow="Readers"
      title="Notes from readers"
      intro={<p>First names only. Every reading is personal.</p>}
    >
      <ul className="mt-12 grid gap-6 sm:grid-cols-2">
        {TESTIMONIALS.map((note) => (
          <li key={note.name}>
            <figure className="flex h-full flex-col rounded-2xl border border-gold-500/25 bg-night-900/80 p-6 sm:p-7">
              <p className="flex gap-1 text-gold-300" role="img" aria-label="Rated 5 out of 5 stars">
                {[1, 2, 3, 4, 5].map((n) => (
                  <StarIcon key={n} />
                ))}
              </p>
              <blockquote className="mt-4 flex-1 leading-relaxed text-parchment">
                <p>“{note.quote}”</p>
              </blockquote>
              <figcaption className="mt-5 border-t border-night-700 pt-4 text-sm">
                <span className="font-semibold text-gold-200">{note.name}</span>
                <span className="text-mist"> · {note.spread}</span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </TarotSection>
  );
}
