/**
 * A buyer's place as the gazetteer knows it: what the story and the art may
 * say and draw about it. Resolved once per order from the quiz's city answer;
 * null when the buyer gave no place or the gazetteer does not know it, and the
 * pack then speaks of "home" without inventing anything.
 */

/** The kinds of country around a place that the art can draw and the story can name. */
export type Landscape = "coast" | "river" | "lake" | "hills" | "mountains" | "plains" | "desert" | "forest";

export type Place = {
  /** The place's name as the gazetteer spells it ("Reykjavík"), not as typed. */
  name: string;
  /** The country's common English name ("Iceland"). */
  country: string;
  /** ISO 3166-1 alpha-2 ("IS"). */
  countryCode: string;
  latitude: number;
  longitude: number;
  population: number;
  /** city: a skyline is honest (about 100,000 people or more); town; village: no skyline, ever. */
  size: "city" | "town" | "village";
  hemisphere: "north" | "south";
  /** What the data supports about the country around it; empty when it says nothing. */
  landscape: Landscape[];
  /** IANA time zone ("Atlantic/Reykjavik"), for the sky at the right local date. */
  timezone: string | null;
};
