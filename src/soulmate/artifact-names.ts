/**
 * What the soulmate pack is made of, and where each file lives in R2. Keys are
 * deterministic (orders/{orderId}/{name}) so a repeated job overwrites and
 * never duplicates.
 */

import { CARD_COUNT, ORACLE_NAMES, type OracleName } from "../shared/pack";
import type { JobType } from "../shared/statuses";

export const ARTIFACT_NAMES = {
  story: "story.json",
  storybookPdf: "storybook.pdf",
  /** The same book on white pages for a home printer, built on first download (not by a job). */
  storybookLightPdf: "storybook-light.pdf",
  cardsPdf: "cards.pdf",
  card: (index: number) => `card-${index + 1}.png`,
  oracle: (name: OracleName) => `oracle-${name}.png`,
  /** Small web images of the cards and oracles for the result page; the PNGs above are for print (decision 0037). */
  cardPreview: (index: number) => `card-${index + 1}-preview.png`,
  oraclePreview: (name: OracleName) => `oracle-${name}-preview.png`,
  /** The back all five oracle cards share. */
  oracleBack: "oracle-back.png",
  oracleZip: "oracles.zip",
  /** The five oracle cards and their back as one print-ready PDF, made with the images and handed out in the ZIP. */
  oraclePdf: "oracle-cards.pdf",
} as const;

export const artifactKey = (orderId: string, name: string) => `orders/${orderId}/${name}`;

/**
 * Where a rendering shared by many orders is kept (not a buyer's file: each order still gets its
 * own copy under its key). Versioned, so a change of design renders afresh.
 */
export const sharedArtKey = (name: string) => `shared/art/v1/${name}`;

/** The files each job must leave behind; a job whose files all exist has nothing left to do. */
export function filesOfJob(type: JobType): string[] {
  switch (type) {
    case "story":
      return [ARTIFACT_NAMES.story];
    case "storybook_pdf":
      return [ARTIFACT_NAMES.storybookPdf];
    case "card_set":
      return [
        ARTIFACT_NAMES.cardsPdf,
        ...Array.from({ length: CARD_COUNT }, (_, i) => [ARTIFACT_NAMES.card(i), ARTIFACT_NAMES.cardPreview(i)]).flat(),
      ];
    case "oracle_images":
      return [
        ...ORACLE_NAMES.flatMap((name) => [ARTIFACT_NAMES.oracle(name), ARTIFACT_NAMES.oraclePreview(name)]),
        ARTIFACT_NAMES.oracleBack,
        ARTIFACT_NAMES.oraclePdf,
      ];
    case "oracle_zip":
      return [ARTIFACT_NAMES.oracleZip];
  }
}

/** Jobs that need another job's output first (docs/product/orders.md, The soulmate pack). */
export const JOB_PREREQUISITES: Record<JobType, JobType[]> = {
  story: [],
  storybook_pdf: ["story"],
  card_set: [],
  oracle_images: [],
  oracle_zip: ["oracle_images"],
};

export const CONTENT_TYPES: Record<string, string> = {
  json: "application/json",
  pdf: "application/pdf",
  png: "image/png",
  zip: "application/zip",
};

export function contentTypeOf(name: string): string {
  return CONTENT_TYPES[name.split(".").pop() ?? ""] ?? "application/octet-stream";
}
