import { TestimonialCard } from "../testimonial-card";
import { TarotSection } from "./tarot-section";

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
            <TestimonialCard quote={note.quote} name={note.name} detail={note.spread} />
          </li>
        ))}
      </ul>
    </TarotSection>
  );
}
