import { useRuntimeConfig } from "../../lib/runtime-config";
import { SITE_NAME } from "../page-meta";
import { FOUNDER } from "./founder-note";
import { SAMPLE_IMAGES } from "./samples-gallery";

/** JSON for a <script> element: "<" is escaped so no text can close the element early. */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data).replace(/</g, "\\u003c");
}

/** schema.org data for the landing page: the founder (Person) and the samples (ImageGallery). */
export function landingStructuredData(origin: string) {
  return {
    "@context": "https://schema.org",
    "@graph": [
      {
        "@type": "Person",
        "@id": `${origin}/#founder`,
        name: FOUNDER.name,
        jobTitle: FOUNDER.jobTitle,
        description: FOUNDER.description,
        worksFor: { "@type": "Organization", name: SITE_NAME, url: `${origin}/` },
      },
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
  return (
    <script
      type="application/ld+json"
      // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON-LD must be raw text; serializeJsonLd escapes "<".
      dangerouslySetInnerHTML={{ __html: serializeJsonLd(landingStructuredData(origin)) }}
    />
  );
}
