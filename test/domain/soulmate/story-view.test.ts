import { describe, expect, it } from "vitest";
import type { GroupShape, Scene } from "../../../src/art/scene";
import { sceneToSvg } from "../../../src/art/svg";
import { parseLandscape } from "../../../src/soulmate/landscape";
import { panelScene } from "../../../src/soulmate/scenes/panels";
import { skyChart, skyChartWords } from "../../../src/soulmate/sky-chart";
import { renderStoryView } from "../../../src/soulmate/story-view";
import type { BirthSky } from "../../../src/soulmate/types";
import { fixtureInputs, fixtureSky, fixtureStory, hostileInputs, town } from "./fixtures";
import { skyCatalogue } from "./sky-catalogue-file";

const SEED = "story-view-seed";
const NONCE = "0123456789abcdef";
const LINKS = { storybookPdf: "/api/storybook.pdf", supportEmail: "help@example.com" };

const page = (sky: BirthSky = fixtureSky, inputs = fixtureInputs) =>
  renderStoryView(fixtureStory, sky, inputs, SEED, LINKS, NONCE);

/** The markup of one panel's section, by its scene. */
function section(html: string, scene: string): string {
  const start = html.indexOf(`<section class="panel" data-scene="${scene}"`);
  expect(start, scene).toBeGreaterThan(-1);
  return html.slice(start, html.indexOf("</section>", start));
}

const style = (html: string) => html.slice(html.indexOf("<style"), html.indexOf("</style>"));

describe("the animated story page", () => {
  it("tags the turning sky, the filling moon and the drawing paths on their own panels only", () => {
    const html = page();
    const sky = section(html, "constellation");
    expect(sky.match(/<g class="sky-turn">/g)).toHaveLength(1);
    // The fixture's birth moon is a waxing crescent seen from Hobart: lit on the left.
    const moon = section(html, "moon");
    expect(moon.match(/<g class="moon-lit moon-lit-left">/g)).toHaveLength(1);
    const north = section(page({ ...fixtureSky, hemisphere: "north", moonFacing: "south" }), "moon");
    expect(north).toContain('<g class="moon-lit moon-lit-right">');
    const paths = section(html, "paths");
    expect(paths.match(/<g class="path-line" mask="url\(#sm-paths-m[01]\)">/g)).toHaveLength(2);
    // The lines the masks draw along: unit path length, so the CSS needs no measuring.
    const lines = paths.match(/<path class="draw-line" [^>]*\/>/g) ?? [];
    expect(lines).toHaveLength(2);
    for (const line of lines) {
      expect(line).toContain('pathLength="1"');
      expect(line).toContain('stroke="#ffffff"');
      expect(line).toContain('fill="none"');
    }
    expect(paths).toMatch(/<mask id="sm-paths-m0">/);
    expect(paths).toContain('<g class="path-meet">');
    // Nothing else is tagged.
    for (const scene of ["element", "city", "threshold", "planet", "union"]) {
      const svg = section(html, scene).match(/<svg[\s\S]*<\/svg>/)?.[0] ?? "";
      expect(svg.length, scene).toBeGreaterThan(1000);
      expect(svg, scene).not.toMatch(/ class=|<mask/);
    }
    expect(html.match(/<section class="panel" data-scene="/g)).toHaveLength(8);
  });

  it("animates them in CSS, once a panel is shown, and never leaves a picture off its static drawing", () => {
    const css = style(page());
    expect(css).toContain(`<style nonce="${NONCE}">`);
    for (const name of ["sky-turn", "moon-fill-right", "moon-fill-left", "path-draw", "path-meet"]) {
      expect(css).toContain(`@keyframes ${name} {`);
    }
    expect(css).toMatch(
      /\.reveal \.panel\.shown \.sky-turn \{[^}]*transform-origin: 60px 38px;[^}]*animation: sky-turn /,
    );
    expect(css).toContain("@keyframes sky-turn { from { transform: rotate(-12deg); } }");
    expect(css).toMatch(/\.reveal \.panel\.shown \.moon-lit \{ animation: moon-fill-right /);
    expect(css).toMatch(/\.reveal \.panel\.shown \.draw-line \{ animation: path-draw /);
    expect(css).toMatch(
      /@keyframes path-draw \{ from \{[^}]*stroke-dashoffset: 1;[^}]*\} to \{[^}]*stroke-dashoffset: 0;/,
    );
    // No animation keeps its styles after it ends (fill-mode forwards/both), so each ends on the drawing.
    const story = css.match(/animation: (sky-turn|moon-fill-right|path-draw|path-meet) [^;]*;/g) ?? [];
    expect(story).toHaveLength(4);
    for (const rule of story) {
      expect(rule).toMatch(/ backwards;$/);
      expect(rule).not.toMatch(/forwards|both|infinite/);
    }
  });

  it("shows every picture still under reduced motion", () => {
    const css = style(page());
    const reduced = css.slice(css.indexOf("@media (prefers-reduced-motion: reduce)"));
    expect(reduced).toContain(
      ".reveal .panel.shown :is(.sky-turn, .moon-lit, .draw-line, .path-meet) { animation: none; }",
    );
    // Every animation is scoped to a revealed page (body.reveal, added by the script only when motion is welcome).
    for (const rule of css.match(/^[^@{}\n]*\{[^}]*animation:[^}]*\}/gm) ?? []) {
      expect(rule.trimStart().startsWith(".reveal ") || rule.includes("animation: none"), rule).toBe(true);
    }
    expect(page()).toContain('matchMedia("(prefers-reduced-motion: reduce)").matches) return;');
  });

  it("still escapes every user-supplied string", () => {
    const hostile = `<script>alert("x")</script>`;
    const story = {
      ...fixtureStory,
      title: hostile,
      panels: fixtureStory.panels.map((p) => ({
        ...p,
        title: `${p.title} ${hostile}`,
        symbols: [...p.symbols, hostile],
      })),
    };
    const html = renderStoryView(story, fixtureSky, hostileInputs, SEED, LINKS, NONCE);
    expect(html).not.toMatch(/<script>alert|<img src=x/i);
    expect(html.match(/<script/g)).toHaveLength(1);
    expect(html).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;");
    // The town, drawn into the place panel's picture, is escaped there too.
    expect(section(html, "city")).toMatch(/&lt;SCRIPT&gt;ALERT\(&quot;X&quot;\)/);
  });

  it("escapes the links' attributes too, and offers the PDF only once it exists", () => {
    const links = { storybookPdf: `/api/x.pdf?a=1&b="><script>x()</script>`, supportEmail: `a"b'c@example.com` };
    const html = renderStoryView(fixtureStory, fixtureSky, fixtureInputs, SEED, links, NONCE);
    expect(html).toContain(
      '<a class="button" href="/api/x.pdf?a=1&amp;b=&quot;&gt;&lt;script&gt;x()&lt;/script&gt;">Download the print-ready storybook (PDF)</a>',
    );
    expect(html).toContain('<a href="mailto:a&quot;b&#39;c@example.com">a&quot;b&#39;c@example.com</a>');
    expect(html.match(/<script/g)).toHaveLength(1);
    const withoutPdf = renderStoryView(
      fixtureStory,
      fixtureSky,
      fixtureInputs,
      SEED,
      { ...links, storybookPdf: null },
      NONCE,
    );
    expect(withoutPdf).not.toContain("Download the print-ready storybook");
    expect(withoutPdf).toContain('<div class="actions"></div>');
  });

  it("is one document with its landmarks, each panel named by its heading", () => {
    const html = page();
    expect(html.startsWith('<!doctype html>\n<html lang="en-AU"><head><meta charset="utf-8"/>')).toBe(true);
    expect(html.match(/<main>/g)).toHaveLength(1);
    expect(html).toContain(`<title>${fixtureStory.title} · Soulmate Stories</title>`);
    const sections = [...html.matchAll(/<section class="panel[^"]*"[^>]*aria-labelledby="([^"]+)"/g)].map((m) => m[1]);
    expect(sections).toHaveLength(fixtureStory.panels.length + 1);
    for (const id of sections) expect(html).toContain(`<h2 id="${id}">`);
    // The pictures are decoration beside their words, hidden from screen readers.
    expect(html.match(/<figure class="art" aria-hidden="true">/g)).toHaveLength(fixtureStory.panels.length + 1);
  });

  it("stays light on a phone: the eight tagged pictures add little to the page", () => {
    const html = page();
    // About 146 KB (144 KB before the pictures were animated); gzipped about 37 KB.
    expect(html.length < 160_000, `${html.length} bytes`).toBe(true);
  });
});

describe("scene groups' class and drawAlong", () => {
  const scene = (group: Partial<GroupShape>): Scene => ({
    width: 10,
    height: 10,
    background: "#000000",
    shapes: [{ type: "group", children: [{ type: "circle", cx: 5, cy: 5, r: 2, fill: "#ffffff" }], ...group }],
  });

  it("emits a checked class and, for a page (not a PNG), the mask", () => {
    const plain = sceneToSvg(scene({}), { idPrefix: "t" });
    expect(plain).toContain("<g><circle");
    const tagged = sceneToSvg(scene({ className: "a-1 b", drawAlong: { d: "M0 5L10 5", width: 6 } }), {
      idPrefix: "t",
    });
    expect(tagged).toContain('<g class="a-1 b" mask="url(#t-m0)"><circle');
    expect(tagged).toContain(
      '<mask id="t-m0"><path class="draw-line" d="M0 5L10 5" pathLength="1" fill="none" stroke="#ffffff" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"/></mask>',
    );
    const raster = sceneToSvg(scene({ className: "a", drawAlong: { d: "M0 5L10 5", width: 6 } }), {
      idPrefix: "t",
      pixelWidth: 10,
    });
    expect(raster).not.toContain("mask");
    for (const bad of ['x" onload="alert(1)', "Upper", "a  b", "", "1a", "a_b", "a<b"]) {
      expect(() => sceneToSvg(scene({ className: bad }))).toThrow(/class name/);
    }
    expect(() => sceneToSvg(scene({ drawAlong: { d: 'M0 0" onload="x', width: 1 } }))).toThrow();
  });

  it("masks each path's halo, core and lights with a stroke that covers them all, with room to spare", () => {
    for (const seed of [SEED, "another", "a third"]) {
      const panel = fixtureStory.panels.find((p) => p.scene === "paths");
      if (!panel) throw new Error("no paths panel");
      const lines = panelScene(panel, fixtureSky, fixtureInputs, seed).shapes.filter(
        (s): s is GroupShape => s.type === "group" && s.className === "path-line",
      );
      expect(lines).toHaveLength(2);
      for (const line of lines) {
        if (!line.drawAlong) throw new Error("a path line without its mask line");
        // The centre line: M x0 y0 C x1 y1 x2 y2 x3 y3, sampled finely.
        const [x0 = 0, y0 = 0, x1 = 0, y1 = 0, x2 = 0, y2 = 0, x3 = 0, y3 = 0] = (
          line.drawAlong.d.match(/-?[\d.]+/g) ?? []
        ).map(Number);
        expect(line.drawAlong.d).toMatch(/^M[^A-Z]+C[^A-Z]+$/);
        const centre: [number, number][] = [];
        for (let i = 0; i <= 400; i++) {
          const t = i / 400;
          const u = 1 - t;
          const b = [u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t] as const;
          centre.push([b[0] * x0 + b[1] * x1 + b[2] * x2 + b[3] * x3, b[0] * y0 + b[1] * y1 + b[2] * y2 + b[3] * y3]);
        }
        expect(line.children.length).toBeGreaterThan(2);
        let farthest = 0;
        for (const child of line.children) {
          if (child.type !== "path") throw new Error(`unexpected ${child.type} in a path line`);
          const nums = (child.d.match(/-?[\d.]+/g) ?? []).map(Number);
          for (let i = 0; i + 1 < nums.length; i += 2) {
            const [px, py] = [nums[i] as number, nums[i + 1] as number];
            const d = Math.min(...centre.map(([cx, cy]) => Math.hypot(px - cx, py - cy)));
            farthest = Math.max(farthest, d);
          }
        }
        // Every point (and control point) of the drawing lies well inside the stroke, so the
        // fully drawn mask leaves even the anti-aliased edge pixels as they were.
        expect(farthest).toBeLessThan(line.drawAlong.width / 2 - 1);
      }
    }
  });
});

describe("the star chart on the story page", () => {
  const inputs = { ...fixtureInputs, place: { ...town("Hobart", "AU", -42.87936, 147.32941), country: "Australia" } };
  const chart = skyChart(inputs, fixtureSky, skyCatalogue);
  const html = renderStoryView(fixtureStory, fixtureSky, inputs, SEED, LINKS, NONCE, chart);
  const start = html.indexOf('<section class="panel sky-chart"');
  const sky = html.slice(start, html.indexOf("</section>", start));

  it("shows the chart, named for screen readers by everything it shows, with its words as text", () => {
    expect(start).toBeGreaterThan(-1);
    const words = skyChartWords(chart);
    const label = sky.match(/<figure class="art" role="img" aria-label="([^"]+)">/)?.[1] ?? "";
    expect(label).toContain("A star chart of the sky over Hobart");
    expect(label).toContain(`${chart.stars.length} stars`);
    expect(label).toContain(words.sign);
    expect(label).toContain((words.bodies ?? "").replace(/'/g, "&#39;"));
    expect(words.bodies).toMatch(/moon/);
    expect(sky).toContain(`<h2 id="sky-title">${words.title}</h2>`);
    expect(sky).toContain(`<p>${words.sign}</p>`);
    expect(sky).toMatch(/<svg [^>]*viewBox="0 0 128 128"/);
    // Light enough for a phone: hundreds of stars merge into a few paths.
    expect(sky.length).toBeLessThan(60_000);
  });

  it("is left out for a story kept before the chart existed", () => {
    expect(page()).not.toContain('<section class="panel sky-chart"');
  });

  it("credits the open data the page tells, as the book does: OpenStreetMap only where its water is told", () => {
    const credits = (markup: string) => markup.match(/<p class="note credits">([^<]*)<\/p>/)?.[1] ?? "";
    expect(credits(html)).toBe(
      "Towns: GeoNames, SimpleMaps (CC BY 4.0) · Coasts, lake and river names: Natural Earth · Stars: Hipparcos (ESA)",
    );
    const onTheDerwent = {
      ...inputs,
      place: { ...inputs.place, landscape: parseLandscape('{"river":[0.5,90,"the Derwent"]}') },
    };
    const told = renderStoryView(fixtureStory, fixtureSky, onTheDerwent, SEED, LINKS, NONCE, chart);
    expect(credits(told)).toContain("Water: © OpenStreetMap contributors (ODbL)");
    // Without a chart, no star catalogue to credit.
    expect(credits(page())).not.toContain("Hipparcos");
  });
});
