/**
 * The free oracle pack as one download: five card images, their shared back, the same cards as one print-ready PDF,
 * and a short card of how to use them.
 */
import { strToU8, zipSync } from "fflate";
import { ORACLE_NAMES, type OracleName } from "../shared/pack";
import { ARTIFACT_NAMES } from "./artifact-names";

const ORACLE_LINES: Record<OracleName, string> = {
  gratitude: "Gratitude: notice one thing today that arrived without being asked for.",
  peace: "Peace: let one worry sit unanswered for an evening and see what settles.",
  joy: "Joy: do something small purely because it delights you.",
  love: "Love: say the kind thing you usually only think.",
  protection: "Protection: choose one boundary that keeps your energy your own.",
};

export function oracleTextCard(firstName: string | null, withBack = true, withPdf = false): string {
  const greeting = firstName ? `For ${firstName},` : "For you,";
  return [
    "YOUR ORACLE PACK",
    "",
    greeting,
    "",
    "Five cards to keep beside your soulmate story. Shuffle them face down, draw one",
    "in the morning, and carry its word with you through the day.",
    "",
    ...ORACLE_NAMES.map((name) => `- ${ORACLE_LINES[name]}`),
    "",
    ...(withPdf
      ? [
          `${ARTIFACT_NAMES.oraclePdf} holds all five and their back, ready for a print shop or a home printer:`,
          "70 x 120 mm cards with 3 mm bleed, one card to a page, the back last.",
        ]
      : []),
    "Each image is 70 x 120 mm with 3 mm bleed at 300 DPI, ready to print on card stock.",
    ...(withBack
      ? [`${ARTIFACT_NAMES.oracleBack} is the back of all five: print it on the reverse of each card.`]
      : []),
    "",
    "A symbolic keepsake for reflection and entertainment. With love, Soulmate Stories.",
    "",
  ].join("\r\n");
}

/** Deterministic: fixed entry order and timestamps, so a rebuilt ZIP is byte-identical. */
export function buildOracleZip(
  images: Record<OracleName, Uint8Array>,
  back: Uint8Array | null,
  firstName: string | null,
  pdf: Uint8Array | null = null,
): Uint8Array {
  const mtime = new Date(Date.UTC(2025, 0, 1));
  const entries: Record<string, [Uint8Array, { mtime: Date; level: 0 | 6 }]> = {};
  for (const name of ORACLE_NAMES) entries[ARTIFACT_NAMES.oracle(name)] = [images[name], { mtime, level: 0 }];
  if (back) entries[ARTIFACT_NAMES.oracleBack] = [back, { mtime, level: 0 }];
  if (pdf) entries[ARTIFACT_NAMES.oraclePdf] = [pdf, { mtime, level: 0 }];
  entries["read-me.txt"] = [strToU8(oracleTextCard(firstName, back !== null, pdf !== null)), { mtime, level: 6 }];
  return zipSync(entries);
}
