import { cloudflare } from "@cloudflare/vite-plugin";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";
import { pageRenderersAlias } from "./scripts/page-renderers.mjs";
import { workerBundle } from "./scripts/worker-bundle.mjs";
import { staticAssetHeadersFile } from "./src/lib/security-headers.ts";

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

export default defineConfig(({ command }) => ({
  plugins: [
    react(),
    tailwindcss(),
    cloudflare({
      remoteBindings,
      // Built output prerenders pages and lets the Worker answer the rest (src/api/app-shell.ts).
      // `vite dev` prerenders nothing, so there Vite serves its own index.html for every page.
      config: (worker) => {
        if (command === "serve" && worker.assets) worker.assets.not_found_handling = "single-page-application";
      },
    }),
    staticSecurityHeaders(),
    // The Worker's bundle without browser-only code, unused decoders or whitespace (decision 0036).
    ...(command === "build" ? workerBundle() : []),
  ],
  // The Worker's entry imports the SPA's renderers by name (scripts/page-renderers.mjs).
  resolve: { alias: pageRenderersAlias },
  build: { target: "es2022" },
  // The manifest maps each route module to its chunks; bench/ reads it to weigh every page.
  environments: { client: { build: { manifest: true } } },
}));
