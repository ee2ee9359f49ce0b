import { useSiteContent } from "../../lib/site-content";
import { TestimonialList } from "../testimonial-card";
import { TarotSection } from "./tarot-section";

/**
 * Readers' notes as the operator published them in /admin, with the reader's consent
 * (docs/product/rules.md, Testimonials); with none published, the section says so.
 */
export function TarotTestimonials() {
  const notes = useSiteContent().data?.testimonials.tarot ?? [];
  return (
    <TarotSection
      id="testimonials"
      eyebrow="Readers"
      title="Notes from readers"
      intro={
        notes.length > 0 ? (
          <p>In their own words, shared with their permission. First names only; every reading is personal.</p>
        ) : (
          <p>
            No notes from readers yet: we’re new. After your reading, tell us how it went. With your permission, a few
            of your words may appear here.
          </p>
        )
      }
    >
      <TestimonialList testimonials={notes} className="mt-12 grid gap-6 sm:grid-cols-2" empty={null} />
    </TarotSection>
  );
}
