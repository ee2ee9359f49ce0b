import type { ReactNode } from "react";

type SectionHeadingProps = {
  /** Short label above the title, in small gold capitals. */
  eyebrow: string;
  title: ReactNode;
  /** Id for the h2, so the section can be labelled by it. */
  id: string;
  children?: ReactNode;
  align?: "center" | "start";
};

/** The eyebrow, Cinzel title and intro that open every landing section. */
export function SectionHeading({ eyebrow, title, id, children, align = "center" }: SectionHeadingProps) {
  const centred = align === "center";
  return (
    <div className={centred ? "mx-auto max-w-2xl text-center" : "max-w-2xl"}>
      <p className="flex items-center gap-3 text-xs font-semibold uppercase tracking-[0.25em] text-gold-300">
        {centred ? (
          <span aria-hidden="true" className="h-px flex-1 bg-gradient-to-r from-transparent to-gold-500/60" />
        ) : null}
        {eyebrow}
        <span
          aria-hidden="true"
          className={`h-px flex-1 bg-gradient-to-l from-transparent to-gold-500/60 ${centred ? "" : "max-w-16"}`}
        />
      </p>
      <h2 id={id} className="mt-4 text-3xl leading-tight text-balance text-parchment sm:text-4xl">
        {title}
      </h2>
      {children ? <div className="mt-5 text-lg leading-relaxed text-mist">{children}</div> : null}
    </div>
  );
}

type LandingSectionProps = {
  id?: string;
  /** Id of the section's h2. */
  labelledBy: string;
  /** A slightly lighter band with hairlines, to separate neighbouring sections. */
  band?: boolean;
  children: ReactNode;
};

/** One landing section: its anchor (clear of the sticky header), spacing and width. */
export function LandingSection({ id, labelledBy, band = false, children }: LandingSectionProps) {
  return (
    <section
      id={id}
      aria-labelledby={labelledBy}
      className={`scroll-mt-16 py-20 sm:py-28 ${band ? "border-y border-night-700/60 bg-night-900/60" : ""}`}
    >
      <div className="mx-auto w-full max-w-6xl px-5">{children}</div>
    </section>
  );
}
