/**
 * The shop's buttons and button-like links, one look per role. Every one is
 * at least 44 px tall (48 px for the page-level calls to action).
 */
export const buttonStyles = {
  /** The main action of a page, card or dialog. */
  primary:
    "inline-flex min-h-11 items-center justify-center gap-2 rounded-full bg-gold-400 px-6 font-semibold text-night-950 transition-colors hover:bg-gold-300 disabled:cursor-not-allowed disabled:opacity-60 disabled:hover:bg-gold-400",
  /** A second action beside the primary one. */
  secondary:
    "inline-flex min-h-11 items-center justify-center gap-2 rounded-full border border-gold-400/60 px-6 font-semibold text-gold-200 transition-colors hover:border-gold-300 hover:bg-gold-400/10",
  /** The landing and tarot pages' big calls to action, with a soft glow. */
  cta: "inline-flex min-h-12 items-center justify-center gap-2 rounded-full bg-gold-400 px-5 text-center font-semibold text-night-950 shadow-[0_10px_40px_-12px_rgb(228_185_91/0.65)] transition-colors hover:bg-gold-300 active:bg-gold-500 sm:px-7",
  /** The quieter call to action beside `cta`. */
  ctaSecondary:
    "inline-flex min-h-12 items-center justify-center gap-2 rounded-full border border-gold-400/60 bg-night-950/40 px-5 text-center font-semibold text-gold-200 transition-colors hover:border-gold-300 hover:bg-gold-400/10 hover:text-gold-200 sm:px-7",
} as const;
