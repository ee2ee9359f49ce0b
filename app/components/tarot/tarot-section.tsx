/**
 * The frame and heading of a /tarot section, in the landing page's look.
 * Kept here rather than imported from components/landing: a module shared with
 * the landing page would be split out of its chunk, and the landing page must
 * stay exactly as it is (its initial JavaScript has a budget).
 */

import type { ReactNode } from "react";

type TarotSectionProps = {
  id: string;
  /** Small gold capitals above the title. */
  eyebrow: string;
  title: string;
  intro?: ReactNode;
  /** A lighter band with hairlines, to separate neighbouring sections. */
  band?: boolean;
  children: ReactNode;
};

export function TarotSection({ id, eyebrow, title, intro, band = false, children }: TarotSectionProps) {
  const titleId = `${id}-title`;
  return (
    <section
      id={id}
      aria-labelledby={titleId}
      className={`scroll-mt-16 py-16 sm:py-24 ${band ? "border-y border-night-700/60 bg-night-900/60" : ""}`}
    >
      <div className="mx-auto w-full max-w-6xl px-5">
        <div className="mx-auto max-w-2xl text-center">
          <p className="flex items-center gap-3 text-xs font-semibold tracking-[0.25em] text-gold-300 uppercase">
            <span aria-hidden="true" className="h-px flex-1 bg-gradient-to-r from-transparent to-gold-500/60" />
            {eyebrow}
            <span aria-hidden="true" className="h-px flex-1 bg-gradient-to-l from-transparent to-gold-500/60" />
          </p>
          <h2 id={titleId} className="mt-4 text-3xl leading-tight text-balance text-parchment sm:text-4xl">
            {title}
          </h2>
          {intro ? <div className="mt-5 text-lg leading-relaxed text-mist">{intro}</div> : null}
        </div>
        {children}
      </div>
    </section>
  );
}
