import { useHydrated } from "../hooks/use-hydrated";
import { useRuntimeConfig } from "../lib/runtime-config";

export const SITE_NAME = "Soulmate Stories";

type PageMetaProps = {
  title: string;
  description: string;
  /** Path of the page's canonical address, e.g. "/privacy". */
  path: string;
};

/**
 * Title, description, canonical and social tags for one page. React 19 hoists
 * these elements into <head>, so every route declares its own.
 */
export function PageMeta({ title, description, path }: PageMetaProps) {
  const config = useRuntimeConfig();
  // Prerendered HTML carries root-relative addresses (the build does not know the domain) and hydration must
  // match them; straight after, this page's own origin stands in until /api/config names the site.
  const hydrated = useHydrated();
  const origin = config.data?.siteUrl ?? (hydrated ? window.location.origin : "");
  const fullTitle = title === SITE_NAME ? title : `${title} · ${SITE_NAME}`;
  const canonical = `${origin}${path}`;
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      <link rel="canonical" href={canonical} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={canonical} />
      <meta property="og:type" content="website" />
    </>
  );
}
