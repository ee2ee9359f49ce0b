/**
 * A tarot card's picture, or a placeholder carrying the card's name when the
 * image cannot be loaded (docs/product/tarot.md, Deck and art: a broken image falls back to the name).
 */
import { useState } from "react";

type CardImageProps = {
  src: string;
  /** Describes the picture; also what the placeholder reads out. */
  alt: string;
  /** The card's name, printed on the placeholder. */
  name: string;
  /** Reversed cards are shown upside down (docs/product/tarot.md, Deck and art). */
  reversed?: boolean;
  className?: string;
  /** In view when the page opens: fetched at once, ahead of other images, rather than lazily. */
  priority?: boolean;
};

/** The card's 7:12 box (as its classes draw it), so the browser reserves the space before the image arrives. */
const CARD_WIDTH = 350;
const CARD_HEIGHT = 600;

export function CardImage({ src, alt, name, reversed = false, className = "", priority = false }: CardImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const turned = reversed ? "rotate-180" : "";
  if (failedSrc === src) {
    return (
      <div
        role="img"
        aria-label={alt || name}
        data-testid="card-placeholder"
        className={`flex aspect-[7/12] w-full items-center justify-center rounded-lg border-2 border-gold-500/70 bg-gradient-to-b from-night-700 to-night-900 p-2 text-center ${turned} ${className}`}
      >
        <span className="font-display text-sm leading-tight font-semibold text-gold-200 sm:text-base">{name}</span>
      </div>
    );
  }
  return (
    <img
      src={src}
      alt={alt}
      width={CARD_WIDTH}
      height={CARD_HEIGHT}
      loading={priority ? "eager" : "lazy"}
      fetchPriority={priority ? "high" : undefined}
      decoding="async"
      onError={() => setFailedSrc(src)}
      className={`block aspect-[7/12] w-full rounded-lg border border-gold-500/40 bg-night-800 object-cover ${turned} ${className}`}
    />
  );
}

/** The face-down side: the session's card back, or a drawn pattern if it will not load. */
export function CardBack({ src }: { src: string }) {
  const [failed, setFailed] = useState(false);
  if (failed || !src) {
    return (
      <div
        aria-hidden="true"
        className="aspect-[7/12] w-full rounded-lg border-2 border-gold-500/70 bg-night-800 bg-[repeating-linear-gradient(45deg,rgb(201_154_58/0.25)_0_2px,transparent_2px_12px),repeating-linear-gradient(-45deg,rgb(201_154_58/0.25)_0_2px,transparent_2px_12px)]"
      />
    );
  }
  return (
    <img
      src={src}
      alt=""
      aria-hidden="true"
      decoding="async"
      onError={() => setFailed(true)}
      className="block aspect-[7/12] w-full rounded-lg border border-gold-500/40 bg-night-800 object-cover"
    />
  );
}
