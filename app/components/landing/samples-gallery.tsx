import { Maximize2 } from "lucide-react";
import { lazy, Suspense, useRef, useState } from "react";
import { toast } from "../../hooks/use-toast";
import { ChunkErrorBoundary, DialogLoading } from "./lazy-loading";
import { LandingSection, SectionHeading } from "./section-heading";

export type SampleImage = {
  src: string;
  /** Intrinsic pixel size, so the page reserves the space before the file arrives. */
  width: number;
  height: number;
  title: string;
  kind: string;
  alt: string;
  caption: string;
};

/** The six samples in public/samples/ (rendered by `npm run samples`), in gallery and lightbox order. */
export const SAMPLE_IMAGES: readonly SampleImage[] = [
  {
    src: "/samples/oracle-gratitude.png",
    width: 600,
    height: 995,
    title: "Gratitude",
    kind: "Oracle card",
    alt: "Gratitude oracle card for a Libra born in Hobart: a sheaf of golden wheat under the evening sky, with Venus and Saturn where they shone at dusk on the birthday, and the affirmation “I am grateful for the evening I arrived, when Venus was shining in the west over Hobart.”",
    caption: "From the free oracle pack: Gratitude, drawn from the sky over your town on the evening you were born.",
  },
  {
    src: "/samples/card-1.png",
    width: 600,
    height: 995,
    title: "Your Sign: Libra",
    kind: "Card set",
    alt: "Card titled Your Sign: the Libra constellation traced in gold inside an arched window, with the Libra glyph and the words “Air, cardinal, ruled by Venus”.",
    caption: "The sign card traces your constellation and names its element, modality and ruling planet.",
  },
  {
    src: "/samples/card-2.png",
    width: 600,
    height: 995,
    title: "Your Moon: Waning Gibbous",
    kind: "Card set",
    alt: "Card titled Your Moon: a pale waning gibbous moon above an arc of moon phases, “94% illuminated on 14 October 1992”.",
    caption: "The moon card shows the moon’s real phase on your birthday, worked out from astronomical data.",
  },
  {
    src: "/samples/card-3.png",
    width: 600,
    height: 995,
    title: "Your Element: Air",
    kind: "Card set",
    alt: "Card titled Your Element: the alchemical triangle for air among flowing gold wind lines, with the words “Breath, thought and the open sky between two minds”.",
    caption: "The element card turns your sign’s element into a few lines of poetry and gold line art.",
  },
  {
    src: "/samples/storybook-city.png",
    width: 600,
    height: 400,
    title: "Hobart by Night",
    kind: "Storybook panel",
    alt: "Storybook panel: the Hobart skyline at night, with lit windows and a spire beneath a bright moon, reflected in the harbour.",
    caption: "A storybook panel set in your own city, here Hobart beneath a bright moon.",
  },
  {
    src: "/samples/oracle-protection.png",
    width: 600,
    height: 995,
    title: "Protection",
    kind: "Oracle card",
    alt: "Protection oracle card for a Libra: a glowing lantern under the glyph of Venus, inside a zodiac ring with Libra’s place lit, and the affirmation “I am held by grace; Venus, my ruling planet, keeps my heart kind and clear.”",
    caption: "From the free oracle pack: Protection, a lantern under your ruling planet.",
  },
];

const loadLightbox = () => import("./samples-lightbox");

/**
 * Grid placement. Under md: two columns, the wide panel full width. From md:
 * a 16-column grid where four cards fill the first row and the panel (10
 * columns) and the last card (4) sit centred below, the same height as row one.
 */
const PLACEMENT = [
  "md:col-span-4",
  "md:col-span-4",
  "md:col-span-4",
  "md:col-span-4",
  "col-span-2 md:col-span-10 md:col-start-2",
  "col-span-2 w-[calc(50%-0.5rem)] justify-self-center md:col-span-4 md:w-auto md:justify-self-stretch",
];

/** Six real samples as thumbnails; the lightbox's code downloads on the first click. */
export function SamplesGallery() {
  const [index, setIndex] = useState(0);
  const [open, setOpen] = useState(false);
  const [requested, setRequested] = useState(false);
  // A fresh lazy component after a failed download, so the next click retries.
  const [SamplesLightbox, setSamplesLightbox] = useState(() => lazy(loadLightbox));
  const thumbnails = useRef<(HTMLButtonElement | null)[]>([]);

  const openAt = (i: number) => {
    setIndex(i);
    setOpen(true);
    setRequested(true);
  };

  const onLoadError = () => {
    setOpen(false);
    setRequested(false);
    setSamplesLightbox(() => lazy(loadLightbox));
    toast({
      variant: "destructive",
      title: "Couldn’t open the image",
      description: "Please check your connection and try again.",
    });
  };

  return (
    <LandingSection id="samples" labelledBy="samples-title">
      <SectionHeading eyebrow="Samples" title="A glimpse inside a pack" id="samples-title">
        <p>
          These six come from a sample pack for a Libra born under a waning gibbous moon in Hobart. Yours is drawn from
          your own sky and your own city. Select any image to see it up close.
        </p>
      </SectionHeading>
      <ul className="mx-auto mt-14 grid max-w-5xl grid-cols-2 gap-4 md:grid-cols-16 md:gap-5">
        {SAMPLE_IMAGES.map((image, i) => {
          const wide = image.width > image.height;
          return (
            <li key={image.src} className={PLACEMENT[i]}>
              <figure className="flex h-full flex-col">
                <button
                  type="button"
                  ref={(node) => {
                    thumbnails.current[i] = node;
                  }}
                  onClick={() => openAt(i)}
                  className={`group relative block w-full cursor-zoom-in overflow-hidden rounded-xl border border-gold-500/25 bg-night-900 shadow-[0_18px_50px_-20px_rgb(0_0_0/0.9)] transition-colors hover:border-gold-300/70 ${wide ? "md:flex-1" : ""}`}
                >
                  <span className="sr-only">View larger: </span>
                  <img
                    src={image.src}
                    alt={image.alt}
                    width={image.width}
                    height={image.height}
                    loading="lazy"
                    decoding="async"
                    className={`block h-auto w-full motion-safe:transition-transform motion-safe:duration-700 group-hover:scale-[1.03] ${wide ? "md:absolute md:inset-0 md:h-full md:object-cover" : ""}`}
                  />
                  <span
                    aria-hidden="true"
                    className="absolute right-2 bottom-2 grid size-7 place-items-center rounded-full border border-gold-500/40 bg-night-950/85 text-gold-200 opacity-80 transition-opacity group-hover:opacity-100 sm:right-2.5 sm:bottom-2.5 sm:size-9"
                  >
                    <Maximize2 className="size-3.5 sm:size-4" />
                  </span>
                </button>
                <figcaption className="mt-3 text-sm leading-snug">
                  <span className="block font-display text-gold-200">{image.title}</span>
                  <span className="block text-mist">{image.kind}</span>
                </figcaption>
              </figure>
            </li>
          );
        })}
      </ul>
      {requested ? (
        <ChunkErrorBoundary onError={onLoadError}>
          <Suspense fallback={<DialogLoading label="Opening the image…" />}>
            <SamplesLightbox
              images={SAMPLE_IMAGES}
              index={index}
              onIndexChange={setIndex}
              open={open}
              onOpenChange={setOpen}
              returnFocusTo={(i) => thumbnails.current[i] ?? null}
            />
          </Suspense>
        </ChunkErrorBoundary>
      ) : null}
    </LandingSection>
  );
}
