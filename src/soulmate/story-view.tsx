/** @jsxImportSource hono/jsx */
/**
 * The "animated storybook": one self-contained HTML page per order, set in the
 * book's own typefaces (Cinzel and Cormorant Garamond, served from /fonts).
 * As each panel scrolls into view its picture settles from a slight zoom while
 * a band of starlight passes over it, and its words follow line by line. Three
 * pictures tell their part of the story as they arrive, in CSS alone (the
 * scenes tag the shapes, see GroupShape's className and drawAlong): the sky
 * turns into place about the constellation, the birth moon fills from its limb
 * to the buyer's phase, and the two paths draw themselves from their ends to
 * where they meet, which then lights up. Every animation ends on the static
 * drawing (none fills forwards), so its last frame is the picture in the book;
 * under reduced motion, or without IntersectionObserver, everything simply
 * shows. The page is hono/jsx, as the emails are, so every string from the
 * order is escaped by the renderer; only the page's own stylesheet and script
 * and the drawing engine's SVG (which escapes its own text) go in as they are,
 * and a nonce-based CSP allows nothing else.
 */

import { raw } from "hono/html";
import type { Child } from "hono/jsx";
import { sceneToSvg } from "../art/svg";
import { panelSvg } from "./pack-builders";
import { portraitMedallionScene } from "./scenes/book";
import { dataCreditItems } from "./scenes/common";
import { SKY_TURN_CENTRE } from "./scenes/panels";
import { skyChartWebScene } from "./scenes/sky-chart";
import { type SkyChart, skyChartDescription, skyChartWords } from "./sky-chart";
import { bookDisclaimer, composePortrait } from "./story-composer";
import { portraitSubject } from "./story-text/portrait";
import type { BirthSky, SoulmateInputs, Story } from "./types";

export type StoryViewLinks = { storybookPdf: string | null; supportEmail: string };

export function storyViewCsp(nonce: string): string {
  return [
    "default-src 'none'",
    `style-src 'nonce-${nonce}'`,
    `script-src 'nonce-${nonce}'`,
    "img-src data:",
    "font-src 'self'",
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'none'",
  ].join("; ");
}

/** The page's stylesheet: the same for every order, so written once. */
const STYLE = `
@font-face { font-family: "Cinzel"; src: url("/fonts/cinzel-latin.woff2") format("woff2"); font-weight: 400 900; font-display: swap; }
@font-face { font-family: "Cormorant Garamond"; src: url("/fonts/cormorant-latin-500.woff2") format("woff2"); font-weight: 500; font-style: normal; font-display: swap; }
@font-face { font-family: "Cormorant Garamond"; src: url("/fonts/cormorant-latin-500-italic.woff2") format("woff2"); font-weight: 500; font-style: italic; font-display: swap; }
:root { color-scheme: dark; --night: #07061a; --ink: #f6f1e4; --mist: #c8c2e0; --gold: #f0d27e; --gold-deep: #e4b95b; }
* { box-sizing: border-box; }
body { margin: 0; background: var(--night) radial-gradient(ellipse 80% 40% at 50% 0, #241f57, transparent 70%) no-repeat; color: var(--ink);
  font: 500 1.3rem/1.65 "Cormorant Garamond", "Iowan Old Style", "Palatino Linotype", Palatino, Georgia, serif; }
a { color: var(--gold); }
a:focus-visible { outline: 3px solid var(--gold); outline-offset: 3px; }
main { max-width: 46rem; margin: 0 auto; padding: 3rem 1.25rem 4rem; }
header.cover { text-align: center; padding: 3rem 0 2rem; }
h1, h2 { font-family: "Cinzel", Georgia, serif; font-weight: 600; letter-spacing: .03em; color: var(--gold); }
h1 { font-size: clamp(1.9rem, 6vw, 3rem); line-height: 1.15; margin: .5rem 0; }
.glyph { font-size: 2.5rem; color: var(--gold-deep); }
.subtitle { color: var(--mist); font-style: italic; margin: 0; }
.dedication { max-width: 32rem; margin: 1.5rem auto 0; color: var(--mist); }
.panel { margin: 3.5rem 0; }
.art { margin: 0 0 1.25rem; border-radius: 1rem; overflow: hidden; border: 1px solid #352d78; background: #0e0c2a; }
.art svg { display: block; width: 100%; height: auto; }
.count { font-size: .85rem; letter-spacing: .2em; text-transform: uppercase; color: var(--mist); margin: 0; }
h2 { font-size: 1.55rem; margin: .25rem 0 1rem; }
.symbols { display: flex; flex-wrap: wrap; gap: .5rem; list-style: none; padding: 0; margin: 1.25rem 0 0; }
.symbols li { font-size: .85rem; border: 1px solid #6b5a2a; color: var(--gold); border-radius: 999px; padding: .15rem .75rem; }
footer.closing { border-top: 1px solid #352d78; margin-top: 4rem; padding-top: 2rem; text-align: center; }
.actions { display: flex; flex-wrap: wrap; gap: 1rem; justify-content: center; margin-top: 1.5rem; }
.button { display: inline-block; background: var(--gold-deep); color: var(--night); text-decoration: none; font-weight: 700;
  padding: .7rem 1.4rem; border-radius: 999px; font-family: system-ui, sans-serif; font-size: 1rem; }
.note { color: var(--mist); font-size: .95rem; }
.credits { font-size: .85rem; }
.sky-chart .art { max-width: 34rem; margin-inline: auto; background: var(--night); }
.sky-chart .when { color: var(--mist); font-style: italic; margin: 0 0 1rem; }
.art { position: relative; }
.reveal .panel { opacity: 0; transform: translateY(24px); transition: opacity .9s ease, transform .9s ease; }
.reveal .panel.shown { opacity: 1; transform: none; }
.reveal .panel .art svg { transform: scale(1.04); transform-origin: 50% 40%; transition: transform 3.2s cubic-bezier(.2,.7,.2,1); }
.reveal .panel.shown .art svg { transform: none; }
.reveal .panel .art::after { content: ""; position: absolute; inset: 0; pointer-events: none; transform: translateX(-110%);
  background: linear-gradient(100deg, transparent 30%, rgba(255, 232, 170, .1) 48%, rgba(255, 246, 220, .16) 50%, transparent 70%); }
.reveal .panel.shown .sky-turn { transform-box: view-box; transform-origin: ${SKY_TURN_CENTRE[0]}px ${SKY_TURN_CENTRE[1]}px;
  animation: sky-turn 4.2s cubic-bezier(.3,.1,.2,1) .2s backwards; }
@keyframes sky-turn { from { transform: rotate(-12deg); } }
.reveal .panel.shown .moon-lit { animation: moon-fill-right 3.6s cubic-bezier(.4,0,.3,1) .6s backwards; }
.reveal .panel.shown .moon-lit-left { animation-name: moon-fill-left; }
@keyframes moon-fill-right { from { clip-path: inset(0 0 0 100%); opacity: .5; } to { clip-path: inset(0); } }
@keyframes moon-fill-left { from { clip-path: inset(0 100% 0 0); opacity: .5; } to { clip-path: inset(0); } }
.reveal .panel.shown .draw-line { animation: path-draw 2.8s cubic-bezier(.45,.1,.35,1) .3s backwards; }
@keyframes path-draw { from { stroke-dasharray: 1 2; stroke-dashoffset: 1; } to { stroke-dasharray: 1 2; stroke-dashoffset: 0; } }
.reveal .panel.shown .path-meet { animation: path-meet 1.4s ease-out 2.9s backwards; }
@keyframes path-meet { from { opacity: 0; } }
.reveal .panel.shown .art::after { animation: starlight 2.6s ease-out .4s 1 both; }
@keyframes starlight { to { transform: translateX(110%); } }
.reveal .panel .words > * { opacity: 0; transform: translateY(10px); transition: opacity .8s ease, transform .8s ease; }
.reveal .panel.shown .words > * { opacity: 1; transform: none; }
.reveal .panel.shown .words > :nth-child(2) { transition-delay: .25s; }
.reveal .panel.shown .words > :nth-child(3) { transition-delay: .6s; }
.reveal .panel.shown .words > :nth-child(4) { transition-delay: 1s; }
.reveal .panel.shown .words > :nth-child(n+5) { transition-delay: 1.4s; }
.cover .glyph { display: inline-block; }
.reveal .cover .glyph { animation: glow 4s ease-in-out infinite alternate; }
@keyframes glow { from { text-shadow: 0 0 .2em rgba(240, 210, 126, .2); } to { text-shadow: 0 0 .9em rgba(240, 210, 126, .75); } }
@media (prefers-reduced-motion: reduce) {
  .reveal .panel, .reveal .panel .art svg, .reveal .panel .words > * { opacity: 1; transform: none; transition: none; }
  .reveal .panel .art::after { display: none; }
  .reveal .cover .glyph, .reveal .panel.shown :is(.sky-turn, .moon-lit, .draw-line, .path-meet) { animation: none; }
}
`;

/** Reveals each panel as it scrolls into view, unless the reader prefers less motion. */
const REVEAL_SCRIPT = `
(() => {
  if (!("IntersectionObserver" in window) || matchMedia("(prefers-reduced-motion: reduce)").matches) return;
  document.body.classList.add("reveal");
  const io = new IntersectionObserver((entries) => {
    for (const e of entries) if (e.isIntersecting) { e.target.classList.add("shown"); io.unobserve(e.target); }
  }, { threshold: 0.15 });
  document.querySelectorAll(".panel").forEach((p) => io.observe(p));
})();
`;

/** Text with blank lines between paragraphs, as paragraphs. */
function Paragraphs({ text }: { text: string }) {
  return (
    <>
      {text.split(/\n{2,}/).map((p) => (
        <p key={p}>{p.trim()}</p>
      ))}
    </>
  );
}

/** A picture from the drawing engine, already SVG markup with its own text escaped (src/art/svg.ts). */
function Art({ svg, label }: { svg: string; label?: string }) {
  return label === undefined ? (
    <figure class="art" aria-hidden="true">
      {raw(svg)}
    </figure>
  ) : (
    <figure class="art" role="img" aria-label={label}>
      {raw(svg)}
    </figure>
  );
}

/** The words beside a picture: a small heading line, the title, the text, and optional chips. */
function Words({
  count,
  titleId,
  title,
  children,
}: {
  count: string;
  titleId: string;
  title: string;
  children: Child;
}) {
  return (
    <div class="words">
      <p class="count">{count}</p>
      <h2 id={titleId}>{title}</h2>
      {children}
    </div>
  );
}

function Chips({ label, items }: { label: string; items: string[] }) {
  return (
    <ul class="symbols" aria-label={label}>
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

type PageProps = {
  story: Story;
  sky: BirthSky;
  inputs: SoulmateInputs;
  seed: string;
  links: StoryViewLinks;
  nonce: string;
  chart: SkyChart | null;
};

function StoryPage({ story, sky, inputs, seed, links, nonce, chart }: PageProps) {
  const portrait = story.portrait ?? composePortrait(inputs, seed);
  const medallion = sceneToSvg(portraitMedallionScene(portrait, sky, seed), {
    responsive: true,
    idPrefix: "sm-portrait",
  });
  return (
    <html lang="en-AU">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex, nofollow" />
        <title>{story.title} · Soulmate Stories</title>
        <style nonce={nonce}>{raw(STYLE)}</style>
      </head>
      <body>
        <main>
          <header class="cover">
            <div class="glyph" aria-hidden="true">
              {sky.glyph}
            </div>
            <h1>{story.title}</h1>
            <p class="subtitle">{story.subtitle}</p>
            <p class="dedication">{story.dedication}</p>
          </header>
          {story.panels.map((panel, index) => (
            <section key={panel.scene} class="panel" data-scene={panel.scene} aria-labelledby={`panel-${index + 1}`}>
              <Art svg={panelSvg(panel, sky, inputs, seed)} />
              <Words
                count={`Panel ${index + 1} of ${story.panels.length}`}
                titleId={`panel-${index + 1}`}
                title={panel.title}
              >
                <Paragraphs text={panel.text} />
                <Chips label="Symbols" items={panel.symbols} />
              </Words>
            </section>
          ))}
          <section class="panel portrait" aria-labelledby="portrait-title">
            <Art svg={medallion} />
            <Words
              count={`Your ${portraitSubject(inputs.relationshipStatus).toLowerCase()}`}
              titleId="portrait-title"
              title={portrait.title}
            >
              <Paragraphs text={portrait.paragraphs.join("\n\n")} />
              <Chips label="Traits" items={portrait.traits} />
            </Words>
          </section>
          {chart ? <SkyChartSection chart={chart} /> : null}
          <footer class="closing">
            <Paragraphs text={story.closing} />
            <div class="actions">
              {links.storybookPdf ? (
                <a class="button" href={links.storybookPdf}>
                  Download the print-ready storybook (PDF)
                </a>
              ) : null}
            </div>
            {/* The book's one disclaimer, as on the booklet's last page (decision 0090). */}
            <p class="note">{bookDisclaimer(inputs, seed)}</p>
            <p class="note">
              Questions: <a href={`mailto:${links.supportEmail}`}>{links.supportEmail}</a>
            </p>
            {/* The open data behind the town's facts and the stars, credited here as in the book (ODbL, CC BY). */}
            <p class="note credits">
              {[...dataCreditItems(inputs.place), ...(chart ? ["Stars: Hipparcos (ESA)"] : [])].join(" · ")}
            </p>
          </footer>
        </main>
        <script nonce={nonce}>{raw(REVEAL_SCRIPT)}</script>
      </body>
    </html>
  );
}

/**
 * The star chart of the buyer's sky (docs/decisions/0063): the picture, named for screen readers
 * by everything it shows, and its words as the page's own text.
 */
function SkyChartSection({ chart }: { chart: SkyChart }) {
  const words = skyChartWords(chart);
  const svg = sceneToSvg(skyChartWebScene(chart), { responsive: true, idPrefix: "sm-sky" });
  return (
    <section class="panel sky-chart" aria-labelledby="sky-title">
      <Art svg={svg} label={skyChartDescription(chart)} />
      <Words count="The sky on the day you were born" titleId="sky-title" title={words.title}>
        <p class="when">{`${words.when} · ${words.coordinates}`}</p>
        <Paragraphs text={[words.sign, words.bodies, words.note, words.drift].filter(Boolean).join("\n\n")} />
      </Words>
    </section>
  );
}

export function renderStoryView(
  story: Story,
  sky: BirthSky,
  inputs: SoulmateInputs,
  seed: string,
  links: StoryViewLinks,
  nonce: string,
  chart: SkyChart | null = null,
): string {
  const page = (
    <StoryPage story={story} sky={sky} inputs={inputs} seed={seed} links={links} nonce={nonce} chart={chart} />
  );
  return `<!doctype html>\n${page.toString()}`;
}
