/**
 * The text a PDF draws, read back the way a PDF reader extracts it: each text
 * operator's glyph codes decoded through its font's ToUnicode map, page by
 * page in drawing order. Glyphs a font cannot map come out as U+FFFD.
 */
import { decodePDFRawStream, PDFArray, PDFDict, type PDFDocument, PDFName, PDFRawStream } from "pdf-lib";

/** glyph id → text, from a font's ToUnicode CMap. */
function toUnicodeMap(font: PDFDict, pdf: PDFDocument): Map<number, string> {
  const map = new Map<number, string>();
  const stream = pdf.context.lookup(font.get(PDFName.of("ToUnicode")));
  if (!(stream instanceof PDFRawStream)) return map;
  const cmap = new TextDecoder("latin1").decode(decodePDFRawStream(stream).decode());
  const utf16 = (hex: string) =>
    String.fromCharCode(...(hex.match(/.{4}/g) ?? []).map((unit) => Number.parseInt(unit, 16)));
  for (const block of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const [, gid, text] of (block[1] ?? "").matchAll(/<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>/g)) {
      map.set(Number.parseInt(gid as string, 16), utf16(text as string));
    }
  }
  for (const block of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    for (const [, from, to, start] of (block[1] ?? "").matchAll(
      /<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>/g,
    )) {
      const base = Number.parseInt(start as string, 16);
      for (let gid = Number.parseInt(from as string, 16); gid <= Number.parseInt(to as string, 16); gid++) {
        map.set(gid, String.fromCharCode(base + gid - Number.parseInt(from as string, 16)));
      }
    }
  }
  return map;
}

/** The text each page draws, decoded through its fonts' ToUnicode maps, in drawing order; pages end with a newline. */
export function drawnText(pdf: PDFDocument): string {
  let text = "";
  for (const page of pdf.getPages()) {
    const fonts = new Map<string, Map<number, string>>();
    const fontDict = page.node.Resources()?.lookup(PDFName.of("Font"), PDFDict);
    for (const [key, ref] of fontDict?.entries() ?? []) {
      fonts.set(key.decodeText(), toUnicodeMap(pdf.context.lookup(ref, PDFDict), pdf));
    }
    const contents = page.node.Contents();
    const streams = contents instanceof PDFArray ? contents.asArray().map((r) => pdf.context.lookup(r)) : [contents];
    for (const stream of streams) {
      if (!(stream instanceof PDFRawStream)) continue;
      const ops = new TextDecoder("latin1").decode(decodePDFRawStream(stream).decode());
      let current = new Map<number, string>();
      for (const match of ops.matchAll(/\/([^\s/]+)\s+[-\d.]+\s+Tf|<([0-9A-Fa-f]*)>/g)) {
        if (match[1]) {
          current = fonts.get(match[1]) ?? new Map();
        } else {
          for (const code of (match[2] ?? "").match(/.{4}/g) ?? [])
            text += current.get(Number.parseInt(code, 16)) ?? "\uFFFD";
        }
      }
      text += "\n";
    }
  }
  return text;
}
