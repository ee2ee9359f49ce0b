/**
 * A saved tarot reading, /tarot/reading/:readingId (docs/product/screens.md,
 * Saved reading): the spread, the intention, the cards and the interpretation in its
 * sections, with a Share Reading button that copies this page's address and a
 * Download PDF link to the same reading as a printable file.
 * The intention is the visitor's own text: it reaches the page only as React
 * text children, never as HTML, and it is left out of the page's meta tags.
 * A lazy route module: it exports only `Component`.
 */

import { useQuery } from "@tanstack/react-query";
import { FileDown, Share2 } from "lucide-react";
import type { ReactNode } from "react";
import { Link, useLoaderData, useParams } from "react-router";
import {
  type CardView,
  DEFAULT_SPREAD_LABEL,
  type ReadingView,
  readingCardList,
  readingPreviewPath,
  SPREAD_LABELS,
} from "../../src/shared/tarot";
import { LoadingStatus } from "../components/page-loading";
import { PageMeta, type SocialImage } from "../components/page-meta";
import { CardImage } from "../components/tarot/card-image";
import { InterpretationText } from "../components/tarot/interpretation-text";
import {
  CELTIC_CROSS_PLACES,
  SAVED_CROSS_WIDE_GRID,
  savedCrossImageClass,
  savedCrossPlace,
} from "../components/tarot/spread-layout";
import { fetchReading, readingPdfUrl, readingQueryKey } from "../components/tarot/tarot-api";
import { buttonStyles } from "../components/ui/button-styles";
import { useHydrated } from "../hooks/use-hydrated";
import { toast } from "../hooks/use-toast";
import { ApiError } from "../lib/api-client";

const cardClass = "mx-auto w-full max-w-xl rounded-2xl border border-night-700 bg-night-900/80 p-6 text-center sm:p-8";

export const SHARE_MESSAGES = {
  copied: { title: "Link Copied", description: "Reading permalink copied to clipboard!" },
  failed: {
    title: "Couldn’t copy the link",
    description: "Copy this page’s address from your browser’s address bar instead.",
  },
} as const;

/** The saved reading also accepts `src` for a card's picture (docs/product/screens.md, Saved reading). */
type SavedCard = CardView & { src?: string };

export function spreadLabel(spreadType: string | null | undefined): string {
  return (spreadType && SPREAD_LABELS[spreadType as keyof typeof SPREAD_LABELS]) || DEFAULT_SPREAD_LABEL;
}

/**
 * One card centred; three in a row; otherwise two columns, four from tablet width.
 * On wide screens a Celtic Cross of ten is laid out as the cross beside the staff, in the
 * places the session page uses, with the Challenge laid across the Present, turned a quarter
 * (savedCrossPlace); DOM order stays spread order.
 */
export function cardGridClass(count: number): string {
  if (count === 1) return "mx-auto grid max-w-[14rem] grid-cols-1";
  if (count === 3) return "mx-auto grid max-w-3xl grid-cols-3 gap-3 sm:gap-6";
  const grid = "mx-auto grid max-w-4xl grid-cols-2 gap-x-4 gap-y-6 md:grid-cols-4";
  return count === CELTIC_CROSS_PLACES.length ? `${grid} lg:max-w-[52rem] ${SAVED_CROSS_WIDE_GRID}` : grid;
}

/** Where card `index` of `count` sits: only the wide Celtic Cross places cards by hand. */
function cardPlaceClass(count: number, index: number): string {
  return count === CELTIC_CROSS_PLACES.length ? savedCrossPlace(index) : "";
}

/**
 * The cards of the grid's first row, which a phone shows without scrolling: they load at
 * once and first, since one of them is usually the page's largest paint; the rest load lazily.
 */
export function firstRowSize(count: number): number {
  if (count === 1 || count === 3) return count;
  return 2;
}

export function Component() {
  const { readingId = "" } = useParams();
  // The reading the Worker rendered this page with (app/lib/page-data.ts): no fetch for it.
  const rendered = useLoaderData() as ReadingView | null | undefined;
  const reading = useQuery({
    queryKey: readingQueryKey(readingId),
    queryFn: () => fetchReading(readingId),
    enabled: readingId !== "",
    initialData: rendered?.id === readingId ? rendered : undefined,
  });

  let body: ReactNode;
  let description = "A saved AI Tarot Reading in the Rider-Waite-Smith tradition. For entertainment purposes only.";
  let image: SocialImage | undefined;
  if (reading.isPending && readingId !== "") {
    body = <LoadingStatus label="Loading reading..." />;
  } else if (reading.isSuccess) {
    const count = reading.data.cards.length;
    const label = spreadLabel(reading.data.spread_type);
    // The spread and its cards, never the intention: a link preview travels further than the link.
    description = `A saved ${label} reading of ${count === 1 ? "one card" : `${count} cards`}: ${readingCardList(reading.data.cards)}. Interpreted in the Rider-Waite-Smith tradition, for entertainment purposes only.`;
    image = {
      path: readingPreviewPath(reading.data.id),
      width: 1200,
      height: 630,
      alt: `The ${count === 1 ? "card" : `${count} cards`} of a ${label} tarot reading: ${readingCardList(reading.data.cards)}.`,
    };
    body = <SavedReading reading={reading.data} />;
  } else if (reading.isError && !isMissing(reading.error)) {
    body = (
      <div role="alert" className={cardClass}>
        <h1 className="text-2xl text-parchment sm:text-3xl">We couldn’t load this reading</h1>
        <p className="mt-4 text-mist">Please check your connection and try again.</p>
        <button type="button" onClick={() => void reading.refetch()} className={`${buttonStyles.primary} mt-8`}>
          Try Again
        </button>
      </div>
    );
  } else {
    body = <NotFound />;
  }

  return (
    <section className="mx-auto w-full max-w-5xl px-4 py-10 sm:px-5 sm:py-14">
      <PageMeta
        title="Saved Tarot Reading"
        description={description}
        path={`/tarot/reading/${readingId}`}
        image={image}
      />
      <meta name="robots" content="noindex" />
      {body}
    </section>
  );
}

function NotFound() {
  return (
    <div className={cardClass}>
      <h1 className="text-2xl text-parchment sm:text-3xl">Reading Not Found</h1>
      <p className="mt-4 text-mist">This reading doesn't exist or has been removed.</p>
      <Link to="/" className={`${buttonStyles.primary} mt-8`}>
        Back to Home
      </Link>
    </div>
  );
}

async function shareReading() {
  try {
    if (!navigator.clipboard) throw new Error("no clipboard");
    await navigator.clipboard.writeText(window.location.href);
    toast(SHARE_MESSAGES.copied);
  } catch {
    toast({ ...SHARE_MESSAGES.failed, variant: "destructive" });
  }
}

function SavedReading({ reading }: { reading: ReadingView }) {
  const cards = reading.cards as SavedCard[];
  const created = new Date(reading.created_at);
  // The Worker knows no visitor's time zone: it writes the UTC date, hydration keeps it, and the
  // visitor's own date follows at once, so hydration never meets a different text.
  const timeZone = useHydrated() ? undefined : "UTC";
  return (
    <article aria-labelledby="reading-title" className="grid gap-10">
      <header className="text-center">
        <p className="text-xs font-semibold tracking-[0.25em] text-gold-300 uppercase">
          {spreadLabel(reading.spread_type)}
        </p>
        <h1 id="reading-title" className="mt-3 text-3xl text-parchment sm:text-4xl">
          Saved Tarot Reading
        </h1>
        {Number.isNaN(created.getTime()) ? null : (
          <p className="mt-2 text-sm text-mist">
            <time dateTime={reading.created_at}>
              {created.toLocaleDateString("en-AU", { day: "numeric", month: "long", year: "numeric", timeZone })}
            </time>
          </p>
        )}
        {reading.intention ? (
          <blockquote className="mx-auto mt-6 max-w-2xl text-lg text-parchment italic">
            <p data-testid="reading-intention" className="break-words">
              “{reading.intention}”
            </p>
          </blockquote>
        ) : null}
      </header>

      <section aria-labelledby="reading-cards">
        <h2 id="reading-cards" className="sr-only">
          The cards
        </h2>
        <ol data-testid="reading-cards" className={cardGridClass(cards.length)}>
          {cards.map((card, index) => (
            <li
              key={card.id}
              className={`flex flex-col items-center gap-2 text-center ${cardPlaceClass(cards.length, index)}`}
            >
              {card.position ? (
                <p className="text-xs font-semibold tracking-wide text-gold-300 uppercase sm:text-sm">
                  {card.position}
                </p>
              ) : null}
              <CardImage
                src={card.imageUrl || card.src || ""}
                alt={card.alt || card.name}
                name={card.name}
                reversed={card.reversed}
                className={
                  cards.length === CELTIC_CROSS_PLACES.length ? savedCrossImageClass(index, card.reversed) : ""
                }
                priority={index < firstRowSize(cards.length)}
              />
              <p className="text-sm leading-tight text-parchment">
                <span className="font-semibold">{card.name}</span>
                {card.reversed ? <span className="block text-gold-200">(Reversed)</span> : null}
              </p>
            </li>
          ))}
        </ol>
      </section>

      <section
        aria-labelledby="reading-interpretation"
        className="rounded-3xl border border-night-700 bg-night-900/80 p-5 sm:p-8"
      >
        <h2 id="reading-interpretation" className="text-2xl text-gold-300">
          Interpretation
        </h2>
        <div data-testid="reading-interpretation">
          <InterpretationText text={reading.interpretation} className="mt-5" />
        </div>
      </section>

      <div className="flex flex-col items-center justify-center gap-3 sm:flex-row">
        <button type="button" onClick={() => void shareReading()} className={buttonStyles.primary}>
          <Share2 aria-hidden="true" className="size-5" />
          Share Reading
        </button>
        <a href={readingPdfUrl(reading.id)} download className={buttonStyles.secondary}>
          <FileDown aria-hidden="true" className="size-5" />
          Download PDF
        </a>
        <Link to="/" className={buttonStyles.secondary}>
          Back to Home
        </Link>
      </div>

      <footer className="border-t border-night-700 pt-6 text-center text-sm text-mist">
        For entertainment purposes only
      </footer>
    </article>
  );
}

/** 404, or an id that cannot exist (400): the page says it isn't there rather than offering a retry. */
function isMissing(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 400);
}
