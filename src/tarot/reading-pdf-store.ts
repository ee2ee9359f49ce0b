/**
 * The PDF of a saved reading, built once and then kept in R2: a saved reading
 * never changes, so the first download builds it and every later one streams
 * the stored copy. Two first downloads at once both build it; the build is
 * deterministic, so whichever write lands last stores the same bytes.
 * Logs name a reading by the first characters of its id only: the whole id
 * is what opens it.
 */

import { workerArtAssets } from "../art/worker-assets";
import { safeErrorMessage } from "../lib/errors";
import { log } from "../lib/log";
import type { ReadingView } from "../shared/tarot";
import { buildReadingPdf, readingPdfKey } from "./reading-pdf";

export type ReadingPdf = { body: ReadableStream | Uint8Array<ArrayBuffer>; size: number; etag: string | null };

/** The reading's PDF from R2, or built (and stored) when it is not there yet. */
export async function readingPdf(bucket: R2Bucket, view: ReadingView): Promise<ReadingPdf> {
  const key = readingPdfKey(view.id);
  const stored = await bucket.get(key);
  if (stored) return { body: stored.body, size: stored.size, etag: stored.httpEtag };
  // pdf-lib's bytes own their ArrayBuffer.
  const bytes = (await buildReadingPdf(view, workerArtAssets)) as Uint8Array<ArrayBuffer>;
  log("info", "reading pdf built", { reading: view.id.slice(0, 8), cards: view.cards.length, bytes: bytes.byteLength });
  try {
    const object = await bucket.put(key, bytes, {
      httpMetadata: { contentType: "application/pdf" },
    });
    return { body: bytes, size: bytes.byteLength, etag: object?.httpEtag ?? null };
  } catch (error) {
    // The buyer still gets the file; the next download simply builds it again.
    log("warn", "reading pdf not stored", { reading: view.id.slice(0, 8), error: safeErrorMessage(error) });
    return { body: bytes, size: bytes.byteLength, etag: null };
  }
}
