/**
 * One parsed fontkit font per bundled font file for the whole isolate, shared
 * by text measurement and every PDF that embeds it, with its shaping results
 * remembered. Parsing a font and shaping the same words again were a large part
 * of each document's time; both depend only on the font bytes and the text.
 */
import fontkit from "@pdf-lib/fontkit";

export type FontkitFont = ReturnType<typeof fontkit.create>;
type GlyphRun = ReturnType<FontkitFont["layout"]>;

/**
 * Only standard ligatures are applied when shaping: the other default features (contextual
 * alternates, kerning, marks…) cost most of fontkit's time and change no advance widths in these
 * fonts. The PDF embeds the fonts with the same features, so measured and drawn widths agree.
 */
export const SHAPING_FEATURES = {
  liga: true,
  calt: false,
  clig: false,
  rlig: false,
  ccmp: false,
  locl: false,
  kern: false,
  mark: false,
  mkmk: false,
  rclt: false,
  curs: false,
} as const;

/** Shaped strings kept per font; the cache starts over when full (a pack uses a few thousand). */
const MAX_RUNS = 20_000;

type Subsetter = {
  glyf?: Uint8Array[];
  offset?: number;
  _addGlyph?: (gid: number) => number;
  encode?: (stream: SubsetWriter) => void;
  encodeStream?: () => unknown;
};

/**
 * The part of restructure's EncodeStream that fontkit's subset encoder writes through, writing into
 * one growing buffer as it goes. `pos` is the number of bytes written so far, as there.
 */
class SubsetWriter {
  pos = 0;
  private bytes = new Uint8Array(1 << 16);
  private view = new DataView(this.bytes.buffer);

  /** Room for `n` more bytes; returns where they start. */
  private take(n: number): number {
    const at = this.pos;
    if (at + n > this.bytes.length) {
      const grown = new Uint8Array(Math.max(this.bytes.length * 2, at + n));
      grown.set(this.bytes.subarray(0, at));
      this.bytes = grown;
      this.view = new DataView(grown.buffer);
    }
    this.pos += n;
    return at;
  }

  writeUInt8(v: number) {
    this.view.setUint8(this.take(1), v);
  }
  writeInt8(v: number) {
    this.view.setInt8(this.take(1), v);
  }
  writeUInt16BE(v: number) {
    this.view.setUint16(this.take(2), v);
  }
  writeInt16BE(v: number) {
    this.view.setInt16(this.take(2), v);
  }
  writeUInt16LE(v: number) {
    this.view.setUint16(this.take(2), v, true);
  }
  writeInt16LE(v: number) {
    this.view.setInt16(this.take(2), v, true);
  }
  writeUInt24BE(v: number) {
    const at = this.take(3);
    this.view.setUint8(at, (v >>> 16) & 0xff);
    this.view.setUint16(at + 1, v & 0xffff);
  }
  writeInt24BE(v: number) {
    this.writeUInt24BE(v >= 0 ? v : v + 0x1000000);
  }
  writeUInt24LE(v: number) {
    const at = this.take(3);
    this.view.setUint16(at, v & 0xffff, true);
    this.view.setUint8(at + 2, (v >>> 16) & 0xff);
  }
  writeInt24LE(v: number) {
    this.writeUInt24LE(v >= 0 ? v : v + 0x1000000);
  }
  writeUInt32BE(v: number) {
    this.view.setUint32(this.take(4), v);
  }
  writeInt32BE(v: number) {
    this.view.setInt32(this.take(4), v);
  }
  writeUInt32LE(v: number) {
    this.view.setUint32(this.take(4), v, true);
  }
  writeInt32LE(v: number) {
    this.view.setInt32(this.take(4), v, true);
  }
  writeFloatBE(v: number) {
    this.view.setFloat32(this.take(4), v);
  }
  writeFloatLE(v: number) {
    this.view.setFloat32(this.take(4), v, true);
  }
  writeDoubleBE(v: number) {
    this.view.setFloat64(this.take(8), v);
  }
  writeDoubleLE(v: number) {
    this.view.setFloat64(this.take(8), v, true);
  }
  writeBuffer(buffer: Uint8Array) {
    this.bytes.set(buffer, this.take(buffer.length));
  }
  writeString(text: string, encoding = "ascii") {
    if (encoding === "utf16be" || encoding === "utf16le" || encoding === "ucs2") {
      for (const unit of Array.from(text, (ch) => ch.charCodeAt(0))) {
        if (encoding === "utf16be") this.writeUInt16BE(unit);
        else this.writeUInt16LE(unit);
      }
    } else if (encoding === "utf8") {
      this.writeBuffer(new TextEncoder().encode(text));
    } else if (encoding === "ascii" || encoding === "latin1" || encoding === "binary") {
      for (let i = 0; i < text.length; i++) this.writeUInt8(text.charCodeAt(i) & 0xff);
    } else {
      throw new Error(`shared-fonts: cannot write a string as ${encoding}`);
    }
  }
  fill(value: number, length: number) {
    this.bytes.fill(value, this.take(length), this.pos);
  }

  result(): Uint8Array {
    return this.bytes.slice(0, this.pos);
  }
}

/**
 * fontkit hands a subset's bytes over through a stream driven by its bundled process.nextTick
 * stand-in: one queue for the whole isolate, drained by whichever timer was set first. With two
 * documents built at once (two requests in one isolate), one request's font could then finish in
 * the other's timer, where workerd refuses to carry on its work. This encodes the subset at once,
 * into a plain buffer, and reports it on a microtask of the request that asked for it. pdf-lib only
 * listens for `data`, `end` and `error`; the bytes are the same as the stream's.
 */
function encodeSubsetsAtOnce(font: FontkitFont): void {
  const patchable = font as unknown as { createSubset: () => Subsetter };
  const createSubset = patchable.createSubset.bind(font);
  patchable.createSubset = () => {
    const subset = createSubset();
    if (typeof subset.encode === "function") subset.encodeStream = encodedAtOnce;
    return subset;
  };
}

/** A subset's encodeStream(): the bytes as one `data` event, then `end` (or `error`), on a microtask. */
function encodedAtOnce(this: Subsetter) {
  const listeners: Record<string, ((value?: unknown) => void)[]> = { data: [], end: [], error: [] };
  const stream = {
    on(event: string, listener: (value?: unknown) => void) {
      listeners[event]?.push(listener);
      return stream;
    },
  };
  queueMicrotask(() => {
    let bytes: Uint8Array;
    try {
      const writer = new SubsetWriter();
      this.encode?.(writer);
      bytes = writer.result();
    } catch (error) {
      for (const listener of listeners.error ?? []) listener(error);
      return;
    }
    for (const listener of listeners.data ?? []) listener(bytes);
    for (const listener of listeners.end ?? []) listener();
  });
  return stream;
}

/**
 * fontkit's TrueType subsetter copies glyph records as they are, then writes a short-format `loca`
 * (offsets ÷ 2) whenever the subset is small. Records of odd length (Cormorant has them) then shift
 * every later glyph and they vanish from the PDF. This pads each copied record to an even length,
 * for the fonts parsed here only (fontkit itself is left untouched).
 */
function padOddGlyphRecords(font: FontkitFont): void {
  const patchable = font as unknown as { createSubset: () => Subsetter };
  const createSubset = patchable.createSubset.bind(font);
  patchable.createSubset = () => {
    const subset = createSubset();
    const addGlyph = subset._addGlyph;
    if (typeof addGlyph === "function") {
      subset._addGlyph = function (this: Subsetter, gid: number): number {
        const index = addGlyph.call(this, gid);
        const record = this.glyf?.[index];
        if (this.glyf && record && record.length % 2 === 1) {
          const Ctor = record.constructor as { alloc?: (n: number) => Uint8Array };
          const padded =
            typeof Ctor.alloc === "function" ? Ctor.alloc(record.length + 1) : new Uint8Array(record.length + 1);
          padded.set(record);
          this.glyf[index] = padded;
          this.offset = (this.offset ?? 0) + 1;
        }
        return index;
      };
    }
    return subset;
  };
}

/** Remembers layout() results for SHAPING_FEATURES (the only features this code shapes with). */
function memoiseLayout(font: FontkitFont): void {
  const layout = font.layout.bind(font);
  const runs = new Map<string, GlyphRun>();
  (font as { layout: FontkitFont["layout"] }).layout = ((text: string, features?: unknown) => {
    if (features !== SHAPING_FEATURES || typeof text !== "string") return layout(text, features as never);
    let run = runs.get(text);
    if (!run) {
      if (runs.size >= MAX_RUNS) runs.clear();
      run = layout(text, features as never);
      runs.set(text, run);
    }
    return run;
  }) as FontkitFont["layout"];
}

const parsed = new WeakMap<Uint8Array, FontkitFont>();

/** The isolate's parsed copy of a font file (keyed by the bytes' identity). */
export function sharedFont(bytes: Uint8Array): FontkitFont {
  let font = parsed.get(bytes);
  if (!font) {
    font = fontkit.create(bytes);
    padOddGlyphRecords(font);
    encodeSubsetsAtOnce(font);
    memoiseLayout(font);
    parsed.set(bytes, font);
  }
  return font;
}

/**
 * A fontkit stand-in for pdf-lib's registerFontkit: embedding one of the bundled fonts reuses the
 * shared parsed font (pdf-lib makes its own subset per document, so documents stay independent).
 */
export const sharedFontkit = {
  create(buffer: Uint8Array, postscriptName?: string): FontkitFont {
    return postscriptName === undefined ? sharedFont(buffer) : fontkit.create(buffer, postscriptName);
  },
};
