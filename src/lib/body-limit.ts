/**
 * The request body cap. Hono's bodyLimit trusts a Content-Length under the cap and answers an
 * oversized body without reading it; a server that answers and closes while the client is
 * still sending resets the connection, so the client sees ECONNRESET instead of the 413 (and
 * a chunked body's unread rest was even taken for the next request). This one counts the
 * bytes actually sent whatever the headers say, and reads an oversized body to its end
 * before answering.
 *
 * A client that goes away part-way through its body (a dropped upload, a closed tab) makes the
 * read fail ("Network connection lost."). That is the client's doing, not the shop's: it is
 * answered as a bad request, for nobody, with one info line, never an unhandled error.
 */
import type { Context, MiddlewareHandler } from "hono";
import { HTTPException } from "hono/http-exception";
import { safeErrorMessage } from "./errors";
import { log } from "./log";

/**
 * Read and thrown away past the cap, so a client that sent a few megabytes by mistake gets its
 * 413. Beyond this the connection is cut instead: reading more would only spend the Worker's
 * time on whoever sends the most.
 */
const MAX_DRAIN_BYTES = 16 * 1024 * 1024;

async function drain(reader: ReadableStreamDefaultReader<Uint8Array>, seen: number): Promise<void> {
  try {
    while (seen <= MAX_DRAIN_BYTES) {
      const { done, value } = await reader.read();
      if (done) return;
      seen += value.byteLength;
    }
    await reader.cancel();
  } catch {
    // The client went away: nobody is left to answer.
  }
}

export function bodyLimit(maxBytes: number, tooLarge: (c: Context) => Response): MiddlewareHandler {
  return async (c, next) => {
    const body = c.req.raw.body;
    if (!body) return next();
    const reader = body.getReader();
    const declared = c.req.header("transfer-encoding") ? Number.NaN : Number(c.req.header("content-length"));
    if (declared > maxBytes) {
      await drain(reader, 0);
      return tooLarge(c);
    }
    const chunks: Uint8Array[] = [];
    let size = 0;
    for (;;) {
      let read: ReadableStreamReadResult<Uint8Array>;
      try {
        read = await reader.read();
      } catch (error) {
        log("info", "request body cut off", { path: c.req.path, received: size, reason: safeErrorMessage(error) });
        // The app answers an HTTPException under 500 with its message as {error}, and logs nothing more.
        throw new HTTPException(400, { message: "The request body was cut off" });
      }
      const { done, value } = read;
      if (done) break;
      size += value.byteLength;
      if (size > maxBytes) {
        await drain(reader, size);
        return tooLarge(c);
      }
      chunks.push(value);
    }
    const bytes = new Uint8Array(size);
    let offset = 0;
    for (const chunk of chunks) {
      bytes.set(chunk, offset);
      offset += chunk.byteLength;
    }
    c.req.raw = new Request(c.req.raw, { body: bytes });
    return next();
  };
}
