/** The committed star catalogue (public/data/sky-catalogue.json) as the pack jobs read it, for Node tests. */
import fs from "node:fs";
import path from "node:path";
import type { SkyCatalogue } from "../../../src/soulmate/sky-chart";

export const skyCatalogue = JSON.parse(
  fs.readFileSync(path.resolve(import.meta.dirname, "../../../public/data/sky-catalogue.json"), "utf8"),
) as SkyCatalogue;
