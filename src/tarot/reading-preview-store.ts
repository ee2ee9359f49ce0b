/**
 * A saved reading's link preview, drawn once and then kept in R2 beside its PDF
 * (docs/decisions/0057). The first request for it draws it and stores it; every
 * later one streams the stored copy without drawing. Requests that arrive together
 * in one isolate share one drawing; two isolates that both draw it store the same
 * bytes (the drawing is deterministic), so whichever write lands last changes nothing.
 */

import { workerArtAssets } from "../art/worker-assets";
import { safeErrorMessage } from "../lib/errors";
import { log } from "../lib/log";
import type { ReadingView } from "../shared/tarot";
import { buildReadingPreview, readingPreviewKey } from "./reading-preview";

export type ReadingPreview = { body: ReadableStream | Uint8Array<ArrayBuffer>; size: number; etag: string | null };

/** The stored preview, or null when it has not been drawn yet. */
export async function storedReadingPreview(bucket: R2Bucket, id: string): Promise<ReadingPreview | null> {
  const stored = await bucket.get(readingPreviewKey(id));
  return stored ? { body: stored.body, size: stored.size, etag: stored.httpEtag } : null;
}

/** Drawings under way in this isolate, by reading id. */
const drawing = new Map<string, Promise<ReadingPreview>>();

/** Draws the reading's preview and stores it; a drawing already under way for it is shared. */
export function drawReadingPreview(bucket: R2Bucket, view: ReadingView): Promise<ReadingPreview> {
  let pending = drawing.get(view.id);
  if (!pending) {
    pending = drawAndStore(bucket, view).finally(() => drawing.delete(view.id));
    drawing.set(view.id, pending);
  }
  return pending;
}

async function drawAndStore(bucket: R2Bucket, view: ReadingView): Promise<ReadingPreview> {
  const bytes = (await buildReadingPreview(view, workerArtAssets)) as Uint8Array<ArrayBuffer>;
  log("info", "reading preview drawn", {
    reading: view.id.slice(0, 8),
    cards: view.cards.length,
    bytes: bytes.byteLength,
  });
  try {
    const object = await bucket.put(readingPreviewKey(view.id), bytes, { httpMetadata: { contentType: "image/png" } });
    return { body: bytes, size: bytes.byteLength, etag: object?.httpEtag ?? null };
  } catch (error) {
    // The visitor still gets the picture; the next request simply draws it again.
    log("warn", "reading preview not stored", { reading: view.id.slice(0, 8), error: safeErrorMessage(error) });
    return { body: bytes, size: bytes.byteLength, etag: null };
  }
}
