import * as Dialog from "@radix-ui/react-dialog";
import { ChevronLeft, ChevronRight, X } from "lucide-react";
import { type KeyboardEvent, type MouseEvent, useEffect, useRef } from "react";
import type { SampleImage } from "./samples-gallery";

type SamplesLightboxProps = {
  images: readonly SampleImage[];
  index: number;
  onIndexChange: (index: number) => void;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The thumbnail to focus on close: the one for the image being shown, not only the one first clicked. */
  returnFocusTo?: (index: number) => HTMLElement | null;
};

const SWIPE_THRESHOLD_PX = 50;

const navButton =
  "inline-flex min-h-11 min-w-11 items-center justify-center gap-1.5 rounded-full border border-gold-500/50 bg-night-900/80 px-4 font-semibold text-gold-200 transition-colors hover:border-gold-300 hover:bg-night-800";

/**
 * The samples lightbox, loaded on the first thumbnail click. Radix Dialog
 * traps focus, locks page scrolling and closes on Escape; this adds the
 * arrow keys, wrap-around Previous/Next, swipes and the backdrop click.
 */
export default function SamplesLightbox({
  images,
  index,
  onIndexChange,
  open,
  onOpenChange,
  returnFocusTo,
}: SamplesLightboxProps) {
  const total = images.length;
  const image = images[index];
  const swipeStartX = useRef<number | null>(null);

  const show = (delta: number) => onIndexChange((index + delta + total) % total);

  // Warm the neighbours so Previous/Next feel instant.
  useEffect(() => {
    if (!open) return;
    for (const delta of [1, -1]) {
      const neighbour = images[(index + delta + total) % total];
      if (neighbour) new Image().src = neighbour.src;
    }
  }, [open, index, images, total]);

  if (!image) return null;

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "ArrowRight") {
      event.preventDefault();
      show(1);
    } else if (event.key === "ArrowLeft") {
      event.preventDefault();
      show(-1);
    }
  };

  // The content fills the screen, so "outside" is any empty space around the picture and controls.
  const onBackdropClick = (event: MouseEvent) => {
    if (event.target instanceof Element && !event.target.closest("[data-lightbox-keep]")) onOpenChange(false);
  };

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-night-950/95 backdrop-blur-md" />
        <Dialog.Content
          onKeyDown={onKeyDown}
          onClick={onBackdropClick}
          onCloseAutoFocus={(event) => {
            const thumbnail = returnFocusTo?.(index);
            if (thumbnail) {
              event.preventDefault();
              thumbnail.focus();
            }
          }}
          className="fixed inset-0 z-50 flex flex-col outline-none"
        >
          <div className="flex justify-end p-3 sm:p-5">
            <Dialog.Close
              data-lightbox-keep
              className="inline-flex min-h-11 items-center gap-2 rounded-full border border-gold-500/50 bg-night-900/80 px-4 font-semibold text-gold-200 transition-colors hover:border-gold-300 hover:bg-night-800"
            >
              <X aria-hidden="true" className="size-5" />
              Close
            </Dialog.Close>
          </div>
          <div className="relative min-h-0 flex-1 px-3 sm:px-8">
            <img
              key={image.src}
              data-lightbox-keep
              src={image.src}
              alt={image.alt}
              width={image.width}
              height={image.height}
              decoding="async"
              draggable={false}
              onPointerDown={(event) => {
                swipeStartX.current = event.clientX;
              }}
              onPointerUp={(event) => {
                const start = swipeStartX.current;
                swipeStartX.current = null;
                if (start === null) return;
                const dx = event.clientX - start;
                if (Math.abs(dx) >= SWIPE_THRESHOLD_PX) show(dx < 0 ? 1 : -1);
              }}
              className="absolute inset-0 m-auto h-auto max-h-full w-auto max-w-[calc(100%-1.5rem)] touch-pan-y rounded-xl object-contain shadow-[0_30px_80px_-20px_rgb(0_0_0/0.9)] ring-1 ring-gold-500/30 select-none sm:max-w-[calc(100%-4rem)]"
            />
          </div>
          <div className="mx-auto flex w-full max-w-3xl flex-wrap items-center justify-between gap-x-4 gap-y-3 px-4 pt-4 pb-5 sm:flex-nowrap sm:pb-8">
            <div
              data-lightbox-keep
              aria-live="polite"
              aria-atomic="true"
              className="order-first w-full text-center sm:order-none sm:w-auto sm:min-w-0 sm:flex-1"
            >
              <p className="text-xs font-semibold uppercase tracking-[0.2em] text-gold-300">
                <span>{`${index + 1} of ${total}`}</span>
                <span aria-hidden="true"> · </span>
                <span>{image.kind}</span>
              </p>
              <Dialog.Title className="mt-1 text-lg text-parchment sm:text-xl">{image.title}</Dialog.Title>
              <Dialog.Description className="mt-1 text-sm leading-snug text-mist">{image.caption}</Dialog.Description>
            </div>
            <button type="button" data-lightbox-keep onClick={() => show(-1)} className={`${navButton} sm:order-first`}>
              <ChevronLeft aria-hidden="true" className="size-5" />
              Previous
            </button>
            <button type="button" data-lightbox-keep onClick={() => show(1)} className={navButton}>
              Next
              <ChevronRight aria-hidden="true" className="size-5" />
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
