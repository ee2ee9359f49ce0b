import { useHydrated } from "../hooks/use-hydrated";
import { useRuntimeConfig } from "../lib/runtime-config";

export const SITE_NAME = "Soulmate Stories";

/** A page's link preview: at least 1200 × 630, what chat apps and social sites show large. */
export type SocialImage = { path: string; width: number; height: number; alt: string };

/** The previews of / and /tarot: drawn by our own art engine, committed under public/og/ (docs/decisions/0058). */
export const PAGE_IMAGES = {
  home: {
    path: "/og/home.png",
    width: 1200,
    height: 630,
    alt: "Soulmate Stories: three symbolic keepsake cards from a personalised storybook pack, on a night-blue field.",
  },
  tarot: {
    path: "/og/tarot.png",
    width: 1200,
    height: 630,
    alt: "AI Tarot Reading: three of our Rider-Waite-Smith cards, The Star, The Lovers and The Sun, on a night-blue field.",
  },
} as const satisfies Record<string, SocialImage>;

type PageMetaProps = {
  title: string;
  description: string;
  /** Path of the page's canonical address, e.g. "/privacy". */
  path: string;
  /** The page's link preview; with one, X shows it large (summary_large_image). */
  image?: SocialImage;
};

/**
 * Title, description, canonical and social tags for one page. React 19 hoists
 * these elements into <head>, so every route declares its own.
 */
export function PageMeta({ title, description, path, image }: PageMetaProps) {
  const config = useRuntimeConfig();
  // Prerendered HTML carries root-relative addresses (the build does not know the domain) and hydration must
  // match them; straight after, this page's own origin stands in until /api/config names the site. The Worker
  // makes them absolute in the HTML it sends (src/api/page-urls.ts), which is what link previews read.
  const hydrated = useHydrated();
  const origin = config.data?.siteUrl ?? (hydrated ? window.location.origin : "");
  const fullTitle = title === SITE_NAME ? title : `${title} · ${SITE_NAME}`;
  const canonical = `${origin}${path}`;
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      <link rel="canonical" href={canonical} />
      <meta property="og:site_name" content={SITE_NAME} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={canonical} />
      <meta property="og:type" content="website" />
      <meta name="twitter:card" content={image ? "summary_large_image" : "summary"} />
      {image ? (
        <>
          <meta property="og:image" content={`${origin}${image.path}`} />
          <meta property="og:image:type" content="image/png" />
          <meta property="og:image:width" content={String(image.width)} />
          <meta property="og:image:height" content={String(image.height)} />
          <meta property="og:image:alt" content={image.alt} />
        </>
      ) : null}
    </>
  );
}
