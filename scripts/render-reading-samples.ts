/**
 * Writes docs/samples/tarot-readings.md, what a buyer gets from the embedded
 * reader (scripts/samples/readings.ts). Run with `npm run samples`.
 */
import fs from "node:fs";
import path from "node:path";
import { tarotReadingsMarkdown } from "./samples/readings";

const root = path.resolve(import.meta.dirname, "..");

const out = path.join(root, "docs/samples/tarot-readings.md");
fs.writeFileSync(out, await tarotReadingsMarkdown());
console.log(`wrote ${path.relative(root, out)}`);
