import { Star } from "lucide-react";
import type { ReactNode } from "react";
import type { PublishedTestimonial } from "../../src/shared/schemas";

/**
 * A customer's words with their first name and what they bought, and the stars they gave when
 * they gave a rating: the operator records it, never fills it in (docs/decisions/0040).
 */
export function TestimonialCard({ quote, name, detail, rating }: Omit<PublishedTestimonial, "id">) {
  return (
    <figure className="flex h-full flex-col rounded-2xl border border-gold-500/25 bg-night-900/80 p-6 sm:p-7">
      {rating !== null && (
        <p className="mb-4 flex gap-1 text-gold-300" role="img" aria-label={`Rated ${rating} out of 5 stars`}>
          {[1, 2, 3, 4, 5].map((n) => (
            <Star key={n} aria-hidden="true" className={n <= rating ? "size-4 fill-current" : "size-4"} />
          ))}
        </p>
      )}
      <blockquote className="flex-1 leading-relaxed text-parchment">
        <p>“{quote}”</p>
      </blockquote>
      <figcaption className="mt-5 border-t border-night-700 pt-4 text-sm">
        <span className="font-semibold text-gold-200">{name}</span>
        <span className="text-mist"> · {detail}</span>
      </figcaption>
    </figure>
  );
}

/**
 * The published testimonials as a grid, or, with none, `empty`: an honest line in the same place,
 * never a made-up quote.
 */
export function TestimonialList({
  testimonials,
  className,
  empty,
}: {
  testimonials: readonly PublishedTestimonial[];
  className: string;
  empty: ReactNode;
}) {
  if (testimonials.length === 0) return <>{empty}</>;
  return (
    <ul className={className} data-testid="testimonials">
      {testimonials.map((note) => (
        <li key={note.id}>
          <TestimonialCard quote={note.quote} name={note.name} detail={note.detail} rating={note.rating} />
        </li>
      ))}
    </ul>
  );
}
