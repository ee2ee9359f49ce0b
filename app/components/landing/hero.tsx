import { Clock, ShieldCheck, Stars } from "lucide-react";
import { JourneyButtons } from "./cta";
import { MoonEmblem } from "./moon-emblem";
import { Starfield } from "./starfield";

/** Above the fold: no images to download, only text, an inline sky and the two calls to action. */
export function Hero({ onBeginStory }: { onBeginStory: () => void }) {
  return (
    <section aria-labelledby="hero-title" className="relative isolate overflow-hidden">
      <Starfield />
      <div
        aria-hidden="true"
        className="absolute inset-x-0 bottom-0 -z-10 h-40 bg-gradient-to-b from-transparent to-night-950"
      />
      <div className="relative mx-auto grid w-full max-w-6xl items-center gap-12 px-5 pt-14 pb-20 sm:pt-24 sm:pb-24 lg:grid-cols-[1.2fr_0.8fr] lg:pb-32">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full border border-gold-500/40 bg-night-900/70 px-4 py-1.5 text-xs font-semibold uppercase tracking-[0.2em] text-gold-300">
            <Stars aria-hidden="true" className="size-4" />
            Personal · Symbolic · Yours
          </p>
          <h1
            id="hero-title"
            className="mt-6 text-4xl leading-[1.12] text-balance text-parchment sm:text-5xl lg:text-6xl"
          >
            Your love story, <span className="text-gold-300">written in the stars</span>
          </h1>
          <p className="mt-6 max-w-xl text-lg leading-relaxed text-mist">
            Answer eight gentle questions and we&rsquo;ll turn your star sign, your birth moon and the place you call
            home into a storybook, a set of symbolic cards and a free oracle pack. Curious about right now? Draw your
            own tarot cards and read an AI interpretation in minutes.
          </p>
          <JourneyButtons onBeginStory={onBeginStory} className="mt-9 flex flex-col gap-3 sm:flex-row sm:flex-wrap" />
          <ul className="mt-10 flex flex-col gap-3 text-sm text-mist sm:flex-row sm:flex-wrap sm:gap-x-7">
            <li className="flex items-center gap-2">
              <Clock aria-hidden="true" className="size-4 shrink-0 text-gold-300" />
              Storybook packs delivered within 24 hours
            </li>
            <li className="flex items-center gap-2">
              <ShieldCheck aria-hidden="true" className="size-4 shrink-0 text-gold-300" />
              30-day money-back guarantee
            </li>
          </ul>
        </div>
        <div className="relative hidden lg:block">
          <MoonEmblem className="mx-auto w-full max-w-md" />
        </div>
      </div>
    </section>
  );
}
