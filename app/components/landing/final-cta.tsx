import { JourneyButtons } from "./cta";
import { MoonEmblem } from "./moon-emblem";
import { Starfield } from "./starfield";

/** The last word before the footer: both journeys, one more time. */
export function FinalCta({ onBeginStory }: { onBeginStory: () => void }) {
  return (
    <section aria-labelledby="final-cta-title" className="relative isolate overflow-hidden py-24 sm:py-32">
      <Starfield />
      <div className="relative mx-auto flex w-full max-w-3xl flex-col items-center px-5 text-center">
        <MoonEmblem className="size-28" />
        <h2 id="final-cta-title" className="mt-6 text-3xl leading-tight text-balance text-parchment sm:text-5xl">
          Your story is waiting in the stars
        </h2>
        <p className="mt-5 max-w-xl text-lg leading-relaxed text-mist">
          Begin your Soulmate Story in about two minutes, or shuffle the deck and draw your cards right now.
        </p>
        <JourneyButtons
          onBeginStory={onBeginStory}
          className="mt-9 flex w-full flex-col justify-center gap-3 sm:w-auto sm:flex-row"
        />
      </div>
    </section>
  );
}
