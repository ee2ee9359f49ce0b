import { createHash } from "node:crypto";
import { cloudflare } from "@cloudflare/vite-plugin";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";
import { pageRenderersAlias } from "./scripts/page-renderers.mjs";
import { prerender } from "./scripts/prerender.mjs";
import { workerBundle } from "./scripts/worker-bundle.mjs";
import { BASE_SECURITY_HEADERS, policyWith, staticAssetHeadersFile } from "./src/lib/security-headers.ts";

/** Workers AI is remote-only; it is reached only when someone asks for it explicitly. */
const remoteBindings = process.env.CLOUDFLARE_REMOTE_BINDINGS === "true";

/** Writes dist/client/_headers from the same source the Worker uses for API responses. */
function staticSecurityHeaders(): Plugin {
  return {
    name: "shop:static-security-headers",
    applyToEnvironment: (environment) => environment.name === "client",
    generateBundle() {
      this.emitFile({ type: "asset", fileName: "_headers", source: staticAssetHeadersFile() });
    },
  };
}

/**
 * `vite dev` writes one inline script into every page: @vitejs/plugin-react's refresh preamble. The
 * shop's policy allows no inline script, so development allows exactly that one by its SHA-256
 * (docs/decisions/0047); a built Worker never has it.
 */
const DEV_SCRIPT_HASHES = [
  `'sha256-${createHash("sha256").update(react.preambleCode.replace("__BASE__", "/")).digest("base64")}'`,
];

/**
 * Under `vite dev`, the pages Vite serves itself (every page but / and /tarot, which the Worker
 * answers with the same headers) carry the production headers, with the preamble's hash.
 */
function devSecurityHeaders(): Plugin {
  const headers = {
    ...BASE_SECURITY_HEADERS,
    "Content-Security-Policy": policyWith({ devScriptHashes: DEV_SCRIPT_HASHES }),
  };
  return {
    name: "shop:dev-security-headers",
    apply: "serve",
    configureServer(server) {
      server.middlewares.use((_req, res, next) => {
        for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
        next();
      });
    },
  };
}

export default defineConfig(({ command }) => ({
  plugins: [
    react(),
    tailwindcss(),
    cloudflare({
      remoteBindings,
      // Built output prerenders pages and lets the Worker answer the rest (src/api/app-shell.ts).
      // `vite dev` prerenders nothing, so there Vite serves its own index.html for every page.
      config: (worker) => {
        if (command !== "serve") return;
        if (worker.assets) worker.assets.not_found_handling = "single-page-application";
        worker.vars = { ...worker.vars, DEV_SCRIPT_HASHES: DEV_SCRIPT_HASHES.join(" ") };
      },
    }),
    staticSecurityHeaders(),
    devSecurityHeaders(),
    // The Worker's bundle without browser-only code, unused decoders or whitespace (decision 0036).
    ...(command === "build" ? workerBundle() : []),
    // Last: once the browser's files and the Worker are built, the shells and the prerendered pages (0071).
    prerender(),
  ],
  // The Worker's entry imports the SPA's renderers by name (scripts/page-renderers.mjs).
  resolve: { alias: pageRenderersAlias },
  build: { target: "es2022" },
  // The manifest maps each route module to its chunks; bench/ reads it to weigh every page.
  environments: { client: { build: { manifest: true } } },
}));
