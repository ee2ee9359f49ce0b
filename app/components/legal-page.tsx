import type { ReactNode } from "react";
import { PageMeta } from "./page-meta";

/** The date printed on every legal page; change it whenever their text changes. */
export const LEGAL_UPDATED = { iso: "2025-10-04", label: "04 Oct 2025" } as const;

type LegalPageProps = {
  title: string;
  description: string;
  path: "/privacy" | "/terms" | "/refunds";
  children: ReactNode;
};

/** Shared frame for the privacy, terms and refunds pages: meta tags, heading, date, readable prose. */
export function LegalPage({ title, description, path, children }: LegalPageProps) {
  return (
    <article className="mx-auto w-full max-w-3xl px-5 py-12 sm:py-16">
      <PageMeta title={title} description={description} path={path} />
      <header className="mb-10 border-b border-night-700 pb-8">
        <p className="text-sm font-medium uppercase tracking-[0.2em] text-gold-300">Legal</p>
        <h1 className="mt-3 text-3xl text-parchment sm:text-4xl">{title}</h1>
        <p className="mt-4 text-mist">
          Last updated: <time dateTime={LEGAL_UPDATED.iso}>{LEGAL_UPDATED.label}</time>
        </p>
      </header>
      <div className="prose-night">{children}</div>
    </article>
  );
}
