/**
 * One face-down card of the Reveal step. It is a real button: Enter, Space or
 * a tap turns it over (a 0.3 s 3D flip, instant under reduced motion), once.
 * After that it stays focusable but aria-disabled, so focus never drops.
 */
import type { CardView } from "../../../src/shared/tarot";
import { CardBack, CardImage } from "./card-image";

type FlipCardProps = {
  card: CardView;
  /** 1-based place in the spread. */
  number: number;
  position: string;
  cardBackUrl: string;
  revealed: boolean;
  onReveal: () => void;
};

export function describeCard(card: Pick<CardView, "name" | "reversed">): string {
  return card.reversed ? `${card.name}, reversed` : card.name;
}

export function FlipCard({ card, number, position, cardBackUrl, revealed, onReveal }: FlipCardProps) {
  const label = revealed ? `Card ${number}, ${position}: ${describeCard(card)}` : `Reveal card ${number}: ${position}`;
  return (
    <div className="flex flex-col items-center gap-1.5 text-center">
      <p className="text-xs font-semibold tracking-wide text-gold-300 uppercase sm:text-sm" aria-hidden="true">
        {position}
      </p>
      <button
        type="button"
        aria-label={label}
        aria-disabled={revealed || undefined}
        data-revealed={revealed || undefined}
        onClick={() => {
          if (!revealed) onReveal();
        }}
        className={`group w-full rounded-lg perspective-[1200px] ${revealed ? "cursor-default" : "cursor-pointer"}`}
      >
        <span
          className={`relative block w-full transition-transform duration-300 ease-out transform-3d motion-reduce:transition-none ${
            revealed ? "rotate-y-180" : "group-hover:-translate-y-1"
          }`}
        >
          <span className="block backface-hidden">
            <CardBack src={cardBackUrl} />
          </span>
          <span aria-hidden={!revealed} className="absolute inset-0 block rotate-y-180 backface-hidden">
            <CardImage src={card.imageUrl} alt={card.alt} name={card.name} reversed={card.reversed} />
          </span>
        </span>
      </button>
      <p className="min-h-10 text-sm leading-tight text-parchment" aria-hidden="true">
        {revealed ? (
          <>
            <span className="font-semibold">{card.name}</span>
            {card.reversed ? <span className="block text-gold-200">(Reversed)</span> : null}
          </>
        ) : (
          <span className="text-mist">Face down</span>
        )}
      </p>
    </div>
  );
}
