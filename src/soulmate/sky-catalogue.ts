/**
 * The star chart's catalogue in the Worker: a static asset (public/data/sky-catalogue.json, from
 * scripts/build-sky-catalogue.mjs), fetched through the ASSETS binding by the queue's pack jobs
 * only, once per isolate. Never bundled, and never read on a request (docs/decisions/0063).
 */
import { log } from "../lib/log";
import { type SkyCatalogue, type SkyChart, skyChart } from "./sky-chart";
import type { BirthSky, SoulmateInputs } from "./types";

export const SKY_CATALOGUE_PATH = "/data/sky-catalogue.json";

let loading: Promise<SkyCatalogue> | null = null;

function loadSkyCatalogue(assets: Fetcher): Promise<SkyCatalogue> {
  loading ??= (async () => {
    // The assets binding answers any host; only the path matters.
    const res = await assets.fetch(new Request(`https://assets.invalid${SKY_CATALOGUE_PATH}`));
    if (!res.ok) throw new Error(`${SKY_CATALOGUE_PATH}: ${res.status}`);
    return (await res.json()) as SkyCatalogue;
  })();
  loading.catch(() => {
    loading = null;
  });
  return loading;
}

/**
 * The buyer's star chart, or null when the catalogue cannot be read: the pack is still made, with
 * the book's old back cover and the sign card's figure, and the failure is reported.
 */
export async function orderSkyChart(
  env: { ASSETS: Fetcher },
  inputs: SoulmateInputs,
  sky: BirthSky,
): Promise<SkyChart | null> {
  try {
    return skyChart(inputs, sky, await loadSkyCatalogue(env.ASSETS));
  } catch (error) {
    log("error", "Star chart left out: the sky catalogue could not be read", {}, error);
    return null;
  }
}
