/**
 * Where a book's sky is read from: the buyer's town when the gazetteer knows it, else the capital on the buyer's side
 * of the equator. Without a town the hemisphere is the shop's own (decision 0028), so in practice Canberra. The star
 * chart is drawn there (issue 25), and the book tells the same sky by the same clock and says so (decision 0096): an
 * unplaced book told Greenwich's day and "wherever on earth you were" beside a chart of Canberra's dusk, and named a
 * moon sign that Canberra's day never had (review 40).
 */
import type { Place } from "./place";
import type { SoulmateInputs } from "./types";

/** A fallback capital: a place the sky is read from, with its country as a sentence names it. */
export type FallbackCapital = Place & { countryPhrase: string };

export const FALLBACK_CAPITALS: Record<Place["hemisphere"], FallbackCapital> = {
  // GeoNames 2172517; the Australian Capital Territory keeps New South Wales's clock, which is Australia/Sydney's.
  south: {
    name: "Canberra",
    countryCode: "AU",
    country: "Australia",
    countryPhrase: "Australia",
    latitude: -35.2809,
    longitude: 149.13,
    population: 367_752,
    size: "city",
    hemisphere: "south",
    capital: true,
    timeZone: "Australia/Sydney",
  },
  // GeoNames 2643743.
  north: {
    name: "London",
    countryCode: "GB",
    country: "United Kingdom",
    countryPhrase: "the United Kingdom",
    latitude: 51.5072,
    longitude: -0.1276,
    population: 8_961_989,
    size: "city",
    hemisphere: "north",
    capital: true,
    timeZone: "Europe/London",
  },
};

/** The hemisphere of a buyer without a town the gazetteer knows: the shop's own (decision 0028). */
export const HOME_HEMISPHERE: Place["hemisphere"] = "south";

/** The place the book's sky is read from: the buyer's town, or the fallback capital. */
export function skyFromOf(inputs: Pick<SoulmateInputs, "place">): Place {
  return inputs.place ?? FALLBACK_CAPITALS[HOME_HEMISPHERE];
}
