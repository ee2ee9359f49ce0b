import type { PublishedTestimonial, SiteContentView } from "../../src/shared/schemas";

const NAMES = ["Tom", "Priya", "Jess", "Ben", "Mia", "Aisha"];

/** What GET /api/content answers with this many published testimonials per page, and a founder note or none. */
export function siteContent({ home = 0, tarot = 0, founder = false } = {}): SiteContentView {
  const notes = (page: string, count: number): PublishedTestimonial[] =>
    Array.from({ length: count }, (_, i) => ({
      id: `00000000-0000-4000-8000-${page === "home" ? "1" : "2"}${String(i).padStart(11, "0")}`,
      quote: `Test quote ${i + 1} for the ${page} page.`,
      name: NAMES[i] ?? "Sam",
      detail: page === "home" ? "Soulmate Stories" : "Celtic Cross",
      // The first note came with the customer's five stars, the others with no rating.
      rating: i === 0 ? 5 : null,
    }));
  return {
    testimonials: { home: notes("home", home), tarot: notes("tarot", tarot) },
    founderNote: founder
      ? { paragraphs: ["I made this for my sister.", "Write to us any time."], name: "Robin", role: "Founder" }
      : null,
  };
}
