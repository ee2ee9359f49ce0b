/**
 * Card lines wrap cleanly: no line on a card or an oracle starts with a separator ("· mutable"),
 * whatever the sign, date, planet or name makes the line's length.
 */
import { describe, expect, it } from "vitest";
import { loadAssets } from "../../../scripts/samples/soulmate";
import { createMeasure } from "../../../src/art/measure";
import type { Shape } from "../../../src/art/scene";
import { paragraphs } from "../../../src/art/typeset";
import { ORACLE_NAMES } from "../../../src/shared/pack";
import { STAR_SIGNS } from "../../../src/shared/statuses";
import { birthSky } from "../../../src/soulmate/astro";
import { CARD_DESIGNS, cardFrontScene } from "../../../src/soulmate/scenes/cards";
import { oracleChart, oracleScene } from "../../../src/soulmate/scenes/oracle";
import type { SoulmateInputs } from "../../../src/soulmate/types";
import { BALLARAT, REYKJAVIK } from "./fixtures";

const texts = (shapes: Shape[]): string[] =>
  shapes.flatMap((s) => (s.type === "text" ? [s.text] : s.type === "group" ? texts(s.children) : []));

const SEPARATOR_FIRST = /^\s*[·•–—;:,]/;

describe("card lines", () => {
  it("keep a no-break space's neighbours together, set with a plain space", () => {
    expect(paragraphs("Born 14 September 1992\u00a0· Air\u00a0· mutable")).toEqual([
      ["Born", "14", "September", "1992 ·", "Air ·", "mutable"],
    ]);
  });

  it("never start with a separator, on any sign card or oracle", () => {
    const measure = createMeasure(loadAssets());
    let lines = 0;
    for (const [k, starSign] of STAR_SIGNS.entries()) {
      for (const [j, birthday] of [
        { day: 28, month: 9, year: 1999 },
        { day: 3, month: 5, year: 1961 },
        { day: 17, month: 11, year: 1984 },
      ].entries()) {
        const inputs: SoulmateInputs = {
          starSign,
          birthday,
          city: j === 0 ? "Ballarat" : "Reykjavík",
          place: j === 0 ? BALLARAT : REYKJAVIK,
          preference: k % 2 ? "men" : "women",
          relationshipStatus: (["single", "divorced", "widowed"] as const)[j] ?? "single",
          firstName: j === 1 ? null : "Maximiliana",
        };
        const sky = birthSky(inputs);
        const chart = oracleChart(sky, inputs, "lines");
        const scenes = [
          ...CARD_DESIGNS.map((d) => cardFrontScene(d, sky, inputs, "lines", measure)),
          ...ORACLE_NAMES.map((name, i) => oracleScene(name, i, sky, inputs, "lines", measure, chart)),
        ];
        for (const scene of scenes) {
          for (const line of texts(scene.shapes)) {
            lines++;
            expect(line, `${starSign} ${birthday.day}/${birthday.month}`).not.toMatch(SEPARATOR_FIRST);
          }
        }
      }
    }
    expect(lines).toBeGreaterThan(1000);
  });

  it("name the sun and the moon as the book does: ruled by the sun, ruled by the moon, ruled by Mars (review 29)", () => {
    const measure = createMeasure(loadAssets());
    const signLine = (starSign: SoulmateInputs["starSign"], birthday: SoulmateInputs["birthday"]) => {
      const inputs: SoulmateInputs = {
        starSign,
        birthday,
        city: null,
        place: null,
        preference: "men",
        relationshipStatus: "single",
        firstName: "Ngozi",
      };
      const design = CARD_DESIGNS.find((d) => d.key === "sign");
      if (!design) throw new Error("no sign card");
      return texts(cardFrontScene(design, birthSky(inputs), inputs, "lines", measure).shapes).join(" ");
    };
    expect(signLine("leo", { day: 14, month: 8, year: 1985 })).toMatch(/ruled by the sun/);
    expect(signLine("cancer", { day: 4, month: 7, year: 1990 })).toMatch(/ruled by the moon/);
    expect(signLine("aries", { day: 4, month: 4, year: 1990 })).toMatch(/ruled by Mars/);
    expect(signLine("leo", { day: 14, month: 8, year: 1985 })).not.toMatch(/ruled by (?:Sun|Moon)/);
  });
});
