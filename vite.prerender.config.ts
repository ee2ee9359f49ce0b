import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

/** Builds app/entry-prerender.tsx for Node, so scripts/prerender.mjs can render the static pages. */
export default defineConfig({
  plugins: [react()],
  build: {
    ssr: "app/entry-prerender.tsx",
    outDir: "dist/prerender",
    emptyOutDir: true,
    target: "node22",
  },
  // Bundle the app's dependencies so the output runs without Vite's resolver.
  ssr: { noExternal: true },
  publicDir: false,
  logLevel: "warn",
});
