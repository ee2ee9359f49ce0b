/**
 * fast-check building blocks for the endpoint fuzz: bad ids and path tricks,
 * strings of every shape (unicode, control characters, huge), values of the
 * wrong JSON type, malformed JSON text, and request bodies that are wrong in
 * one or more fields, in their encoding, their media type or their size.
 */
import fc from "fast-check";
import { z } from "zod";

/** Bytes the API accepts in a body (src/app.ts MAX_BODY_BYTES). */
export const BODY_CAP = 64 * 1024;

const utf8 = (text: string) => new TextEncoder().encode(text).byteLength;

/** Path segments that try to climb, truncate or smuggle: inserted as they are (already percent-encoded). */
export const PATH_TRICKS = [
  "..%2F..%2Fadmin",
  "..%2f..%2f..%2fetc%2fpasswd",
  "%2e%2e%2f%2e%2e%2f",
  "%252e%252e%252f",
  "..%5c..%5cwindows",
  "%00",
  "a%00b",
  "%2F",
  "%C0%AE%C0%AE%C0%AF",
  "%FF%FE",
  "%E2%80%AE",
  "%0d%0aSet-Cookie%3A%20x%3D1",
  "%3Cscript%3Ealert(1)%3C%2Fscript%3E",
  "'%20OR%201%3D1%20--",
  "%24%7Bjndi%3Aldap%3A%2F%2Fx%7D",
  "%",
  "%zz",
  "null",
  "undefined",
  "NaN",
  "-1",
  "0",
  "1e309",
  "__proto__",
  "constructor",
  "*",
];

/** Odd strings worth always having in the mix. */
const STRANGE = [
  "",
  " ",
  "\t\n",
  "\u0000",
  "\u202e",
  "\ufeff",
  "\ud800",
  "🌙✨🔮",
  "Ω≈ç√∫",
  "ﷺ",
  "Z͑ͫ̓ͪ̂ͫ̽͏̴̙̤̞͉͚̯̞̠͍A̴̵̜̰͔ͫ͗͢L̠ͨͧͩ͘G̴̻͈͍͔̹̑͗̎̅͛́Ǫ̵̹̻̝̳͂̌̌͘",
  "'; DROP TABLE orders; --",
  "<img src=x onerror=alert(1)>",
  "{{7*7}}",
  "../../etc/passwd",
  "%00",
  "true",
  "[]",
  "{}",
];

/** Any string: ASCII, full unicode, arbitrary code points (lone surrogates too) and the odd ones above. */
export const anyText = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: "grapheme", maxLength: 40 }),
  fc.string({ unit: "binary", maxLength: 40 }),
  fc.constantFrom(...STRANGE),
);

/** A long string of one character, at most `maxBytes` of UTF-8 (so a body stays under the cap when asked). */
export const longText = (minChars: number, maxBytes: number) =>
  fc
    .tuple(fc.constantFrom("a", "é", "🌙", "\u0000", "字", " "), fc.integer({ min: minChars, max: maxBytes }))
    .map(([ch, n]) => ch.repeat(Math.max(minChars, Math.floor(n / utf8(ch)))))
    .filter((s) => utf8(s) <= maxBytes || s.length === minChars);

/** Strings too long for any id the API takes, short enough for a URL. */
export const longId = fc.string({ minLength: 200, maxLength: 2000, unit: "grapheme-ascii" });

/** Values of every JSON type: for a field that wants something else. */
export const anyJson: fc.Arbitrary<unknown> = fc.oneof(
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.jsonValue({ maxDepth: 1 }), { maxLength: 4 }),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 1 }), { maxKeys: 4 }),
  anyText,
);

/** Not a string at all. */
export const notString = anyJson.filter((v) => typeof v !== "string");

const isUuid = (value: string) => z.uuid().safeParse(value).success;

/** A well-formed id that names nothing. */
export const unknownUuid = fc.uuid({ version: 4 });

/** Anything but a UUID the API would accept. */
export const notUuid = fc
  .oneof(
    anyText,
    longId,
    fc.uuid().map((u) => `${u}x`),
    fc.uuid().map((u) => u.replaceAll("-", "")),
    fc.uuid().map((u) => ` ${u} `),
    fc.uuid().map((u) => u.slice(0, -1)),
  )
  .filter((s) => !isUuid(s));

/** A path segment: a trick as written, or any string percent-encoded. */
export const segment = (values: fc.Arbitrary<string>) =>
  fc.oneof(
    { weight: 1, arbitrary: fc.constantFrom(...PATH_TRICKS) },
    // Lone surrogates cannot be percent-encoded; they travel as U+FFFD, as a browser would send them.
    { weight: 3, arbitrary: values.map((v) => encodeURIComponent(v.toWellFormed())) },
  );

/** A bad UUID path segment. */
export const badUuidSegment = segment(notUuid).filter((s) => !isUuid(safeDecode(s)));

function safeDecode(s: string) {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}

/** Text that is not JSON. */
export const malformedJson = fc.oneof(
  fc.constantFrom(
    "{",
    '{"a":',
    "[1,2",
    "{'a':1}",
    '{"a":1,}',
    "NaN",
    "undefined",
    "{a:1}",
    '{"a":"\\x"}',
    '"unterminated',
    "\ufeff{",
    "{}}",
    "--",
    "<xml/>",
    "0x10",
  ),
  fc.string({ maxLength: 60 }).filter((s) => {
    try {
      JSON.parse(s);
      return false;
    } catch {
      return s.trim() !== "";
    }
  }),
);

const REMOVE = Symbol("remove");

/**
 * A JSON object that breaks the schema: the valid `base` with at least one of
 * the `invalid` fields given a bad value (or, if required, left out), and now
 * and then an extra field holding a very long string.
 */
export function brokenObject(
  base: Record<string, unknown>,
  invalid: Record<string, fc.Arbitrary<unknown>>,
  required: string[] = [],
): fc.Arbitrary<Record<string, unknown>> {
  const keys = Object.keys(invalid);
  return fc
    .subarray(keys, { minLength: 1 })
    .chain((broken) =>
      fc.tuple(
        fc.tuple(
          ...broken.map((key) =>
            required.includes(key)
              ? fc.oneof({ weight: 4, arbitrary: invalid[key] as fc.Arbitrary<unknown> }, fc.constant(REMOVE))
              : (invalid[key] as fc.Arbitrary<unknown>),
          ),
        ),
        fc.option(longText(1000, 40_000), { freq: 6 }),
        fc.constant(broken),
      ),
    )
    .map(([values, padding, broken]) => {
      const body: Record<string, unknown> = { ...base };
      broken.forEach((key, i) => {
        if (values[i] === REMOVE) delete body[key];
        else body[key] = values[i];
      });
      if (padding !== null) body.padding = padding;
      return body;
    });
}

export type FuzzBody = { body: string; contentType: string | null; note: string };

/**
 * A request body for a JSON endpoint that must be refused: a broken object,
 * a JSON value of the wrong type, malformed JSON, the right JSON under the
 * wrong media type, or more bytes than the cap.
 */
export function badJsonBody(broken: fc.Arbitrary<unknown>, base: unknown): fc.Arbitrary<FuzzBody> {
  const json = (note: string) => (value: unknown) => ({
    body: JSON.stringify(value),
    contentType: "application/json",
    note,
  });
  return fc.oneof(
    { weight: 6, arbitrary: broken.map(json("a field of the wrong type or shape")) },
    {
      weight: 1,
      arbitrary: fc
        .oneof(
          fc.array(anyJson, { maxLength: 3 }),
          notString.filter((v) => !isPlainObject(v)),
          anyText,
        )
        .map(json("a JSON value that is not an object")),
    },
    {
      weight: 1,
      arbitrary: malformedJson.map((text) => ({ body: text, contentType: "application/json", note: "malformed JSON" })),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(
          fc.oneof(fc.constant(base), broken),
          fc.constantFrom(
            "text/plain",
            "application/x-www-form-urlencoded",
            "multipart/form-data; boundary=x",
            "application/xml",
            "text/json",
            "application/jsonp",
            null,
          ),
        )
        .map(([value, contentType]) => ({ body: JSON.stringify(value), contentType, note: "a wrong media type" })),
    },
    {
      weight: 1,
      arbitrary: longText(BODY_CAP + 1, 3 * BODY_CAP)
        .filter((s) => utf8(s) > BODY_CAP)
        .map((s) => ({
          body: JSON.stringify({ ...(base as object), padding: s }),
          contentType: "application/json",
          note: "over 64 KB",
        })),
    },
  );
}

function isPlainObject(value: unknown): boolean {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** Header-safe junk (printable ASCII), for keys and cookies. */
export const headerJunk = fc.stringMatching(/^[\x21-\x7e]{0,80}$/);

/** A query string value: any text (encoded), very long, or repeated as an array. */
export const queryValue = fc.oneof(anyText, longText(300, 3000), fc.constantFrom(...PATH_TRICKS).map(decodeSafely));

function decodeSafely(s: string) {
  return safeDecode(s);
}

/**
 * An email no validator accepts, not even where a blank one means "none":
 * text without an @ (and not blank), near misses, one too long, another type.
 */
export const notEmail = fc.oneof(
  anyText.filter((s) => !s.includes("@") && s.trim() !== ""),
  longText(300, 5000).filter((s) => s.trim() !== ""),
  fc.constantFrom("@", "a@", "@b.c", "a@b", "a @b.c", "a@b .c", "a@@b.c", `${"x".repeat(250)}@example.com`),
  notString,
);
