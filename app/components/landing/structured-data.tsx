import type { FounderNote } from "../../../src/shared/schemas";
import { useRuntimeConfig } from "../../lib/runtime-config";
import { useSiteContent } from "../../lib/site-content";
import { SITE_NAME } from "../page-meta";
import { SAMPLE_IMAGES } from "./samples-gallery";

/** JSON for a <script> element: "<" is escaped so no text can close the element early. */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data).replace(/</g, "\\u003c");
}

/**
 * schema.org data for the landing page: the founder (Person), only as the published founder note
 * names them, and the samples (ImageGallery).
 */
export function landingStructuredData(origin: string, founder: FounderNote | null = null) {
  return {
    "@context": "https://schema.org",
    "@graph": [
      ...(founder
        ? [
            {
              "@type": "Person",
              "@id": `${origin}/#founder`,
              name: founder.name,
              jobTitle: founder.role,
              description: founder.paragraphs[0],
              worksFor: { "@type": "Organization", name: SITE_NAME, url: `${origin}/` },
            },
          ]
        : []),
      {
        "@type": "ImageGallery",
        "@id": `${origin}/#samples`,
        name: `${SITE_NAME} samples`,
        description: "Sample storybook panel, symbolic cards and oracle cards from a Soulmate Stories pack.",
        url: `${origin}/#samples`,
        image: SAMPLE_IMAGES.map((image) => ({
          "@type": "ImageObject",
          contentUrl: `${origin}${image.src}`,
          name: `${image.kind}: ${image.title}`,
          caption: image.caption,
          description: image.alt,
          width: image.width,
          height: image.height,
          encodingFormat: "image/png",
        })),
      },
    ],
  };
}

export function LandingStructuredData() {
  const config = useRuntimeConfig();
  const origin = config.data?.siteUrl ?? "";
  const founder = useSiteContent().data?.founderNote ?? null;
  return (
    <script
      type="application/ld+json"
      // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON-LD must be raw text; serializeJsonLd escapes "<".
      dangerouslySetInnerHTML={{ __html: serializeJsonLd(landingStructuredData(origin, founder)) }}
    />
  );
}
