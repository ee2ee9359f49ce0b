import { Star } from "lucide-react";

/** A five-star quote with first-name attribution, as both product pages show them. */
export function TestimonialCard({ quote, name, detail }: { quote: string; name: string; detail: string }) {
  return (
    <figure className="flex h-full flex-col rounded-2xl border border-gold-500/25 bg-night-900/80 p-6 sm:p-7">
      <p className="flex gap-1 text-gold-300" role="img" aria-label="Rated 5 out of 5 stars">
        {[1, 2, 3, 4, 5].map((n) => (
          <Star key={n} aria-hidden="true" className="size-4 fill-current" />
        ))}
      </p>
      <blockquote className="mt-4 flex-1 leading-relaxed text-parchment">
        <p>“{quote}”</p>
      </blockquote>
      <figcaption className="mt-5 border-t border-night-700 pt-4 text-sm">
        <span className="font-semibold text-gold-200">{name}</span>
        <span className="text-mist"> · {detail}</span>
      </figcaption>
    </figure>
  );
}
