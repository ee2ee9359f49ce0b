/**
 * What keeps the Worker's bundle small (docs/decisions/0036), as Vite plugins
 * for the Worker's build only (vite.config.ts): the browser's build and the
 * tests are untouched.
 * - Modules the browser loads lazily, on a click or once idle, are left out:
 *   the Worker renders pages (app/entry-server.tsx) but never opens the quiz,
 *   the PayPal buttons, the samples lightbox or the toasts.
 * - `ai` resolves a model given as a string through Vercel's AI Gateway
 *   (@ai-sdk/gateway); the shop always passes model objects, so a stand-in
 *   takes its place (src/ai/no-gateway.ts).
 * - fontkit carries decoders for fonts the shop never opens: Chinese, Japanese
 *   and Korean name-table encodings and the Brotli dictionary behind WOFF2
 *   (decoded at module load). Our fonts are TrueType with Unicode names.
 * - pdf-lib carries the metrics of the 14 standard PDF fonts (Helvetica…);
 *   every PDF the shop makes embeds its own fonts instead.
 * - The Worker's code is minified and its local names shortened, with the names of functions
 *   and classes kept, so a stack trace from the Worker still names its functions.
 * Each edit must find what it replaces, so a dependency update that moves it
 * fails the build instead of quietly growing the bundle again.
 */
import path from "node:path";
import { PRERENDER_ENVIRONMENT } from "./prerender.mjs";

const root = path.resolve(import.meta.dirname, "..");

/** App modules only ever imported lazily and only used in the browser (paths from the repository root). */
export const BROWSER_ONLY_MODULES = [
  "app/components/quiz/quiz-modal.tsx",
  "app/components/tarot/tarot-paypal-buttons.tsx",
  "app/components/landing/samples-lightbox.tsx",
  "app/components/ui/toaster.tsx",
  "app/lib/sentry-browser.ts",
];

const BROWSER_ONLY_PREFIX = "\0browser-only:";
/** The Worker's environment: a server one that is not the build's Node prerenderer (scripts/prerender.mjs). */
const isWorker = (environment) =>
  environment.name !== PRERENDER_ENVIRONMENT && environment.config.consumer === "server";

/** Stands a browser-only module in with one that throws if the Worker ever loads it. */
export function browserOnlyModules() {
  return {
    name: "shop:browser-only-modules",
    // Before Vite's own resolver, which would otherwise resolve the import first.
    enforce: "pre",
    applyToEnvironment: isWorker,
    async resolveId(source, importer, options) {
      if (!importer || !source.startsWith(".")) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      const file = resolved && path.relative(root, resolved.id).split(path.sep).join("/");
      if (!file || !BROWSER_ONLY_MODULES.includes(file)) return null;
      if (options?.kind && options.kind !== "dynamic-import")
        this.error(`${file} runs only in the browser: import it lazily (imported by ${importer})`);
      return `${BROWSER_ONLY_PREFIX}${file}`;
    },
    load(id) {
      if (!id.startsWith(BROWSER_ONLY_PREFIX)) return null;
      const file = id.slice(BROWSER_ONLY_PREFIX.length);
      return `throw new Error(${JSON.stringify(`${file} runs only in the browser`)});\nexport default undefined;\n`;
    },
  };
}

/** @ai-sdk/gateway → src/ai/no-gateway.ts in the Worker. */
export function noAiGateway() {
  return {
    name: "shop:no-ai-gateway",
    enforce: "pre",
    applyToEnvironment: isWorker,
    resolveId(source) {
      return source === "@ai-sdk/gateway" ? path.join(root, "src", "ai", "no-gateway.ts") : null;
    },
  };
}

/** Each [what, pattern, replacement] must match exactly once in fontkit's ES build. */
const FONTKIT_EDITS = [
  ["the Brotli dictionary", /var dictionary_bin = "[^"]*";/g, 'var dictionary_bin = "";'],
  ["its decoding at module load", /^dictionary\.init\(BrotliDecompressBuffer\);$/gm, ""],
  [
    "the WOFF2 decompressor",
    /^var decompress = decode\.BrotliDecompressBuffer;$/gm,
    'var decompress = function () { throw new Error("fontkit: WOFF2 is not supported in the Worker"); };',
  ],
  ...["shiftjis", "eucjp", "cp936", "gbkAdded", "cp949", "cp950", "big5Added"].map((table) => [
    `the ${table} table`,
    new RegExp(`getCjsExportFromNamespace\\(${table}\\$1\\)`, "g"),
    "[]",
  ]),
  ["the GB18030 ranges", /getCjsExportFromNamespace\(gb18030Ranges\$1\)/g, "{ uChars: [], gbChars: [] }"],
];

/** Takes out of fontkit what only other kinds of fonts need. */
export function pruneFontkit() {
  return {
    name: "shop:prune-fontkit",
    applyToEnvironment: isWorker,
    transform: {
      filter: { id: /@pdf-lib[\\/]fontkit[\\/]dist[\\/]fontkit\.es\.js$/ },
      handler(code) {
        let pruned = code;
        for (const [what, pattern, replacement] of FONTKIT_EDITS) {
          const found = pruned.match(pattern)?.length ?? 0;
          if (found !== 1) this.error(`prune-fontkit: expected ${what} once in fontkit, found it ${found} times`);
          pruned = pruned.replace(pattern, () => replacement);
        }
        return { code: pruned, map: null };
      },
    },
  };
}

const STANDARD_FONT_METRICS =
  /@pdf-lib[\\/]standard-fonts[\\/]es[\\/](Courier|Helvetica|Times|Symbol|ZapfDingbats)[^\\/]*\.compressed\.json$/;
const STANDARD_FONT_LOAD = "var json = decompressJson(compressedJsonForFontName[fontName]);";

/** pdf-lib's metrics for the 14 standard PDF fonts, which the shop never uses (it embeds its own). */
export function pruneStandardFonts() {
  return {
    name: "shop:prune-standard-fonts",
    enforce: "pre",
    applyToEnvironment: isWorker,
    load(id) {
      // An empty string stays valid JSON for Vite's JSON plugin.
      return STANDARD_FONT_METRICS.test(id) ? '""' : null;
    },
    transform: {
      filter: { id: /@pdf-lib[\\/]standard-fonts[\\/]es[\\/]Font\.js$/ },
      handler(code) {
        if (code.split(STANDARD_FONT_LOAD).length !== 2)
          this.error("prune-standard-fonts: Font.load is not where expected in @pdf-lib/standard-fonts");
        const guard =
          'if (!compressedJsonForFontName[fontName]) throw new Error("pdf-lib: the standard fonts are not in the Worker");';
        return { code: code.replace(STANDARD_FONT_LOAD, () => `${guard} ${STANDARD_FONT_LOAD}`), map: null };
      },
    },
  };
}

/** Minified, local names shortened, function and class names kept: a stack trace still names its functions. */
export function minifyWorker() {
  return {
    name: "shop:minify-worker",
    // Config hooks run before the environments exist, so the Worker is told apart by name here.
    configEnvironment(name) {
      if (name === "client" || name === PRERENDER_ENVIRONMENT) return null;
      return { build: { rolldownOptions: { output: { minify: { compress: true, mangle: { keepNames: true } } } } } };
    },
  };
}

/** All of the above, for vite.config.ts. */
export function workerBundle() {
  return [browserOnlyModules(), noAiGateway(), pruneFontkit(), pruneStandardFonts(), minifyWorker()];
}
