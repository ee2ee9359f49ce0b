import path from "node:path";
import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-plugin";
import react from "@vitejs/plugin-react";
import type { Plugin } from "vite";
import { defineConfig } from "vitest/config";
import { pageRenderersAlias } from "./scripts/page-renderers.mjs";
import { PROJECTS } from "./scripts/test-layers.mjs";

const root = import.meta.dirname;

/** Vars and secrets the Worker tests run with; everything else comes from wrangler.toml. */
export const TEST_BINDINGS = {
  ADMIN_KEY: "test-admin-key-0123456789",
  SIGNING_SECRET: "test-signing-secret-0123456789abcdef",
  PAYPAL_CLIENT_ID: "test-paypal-client-id",
  PAYPAL_CLIENT_SECRET: "test-paypal-client-secret",
  PAYPAL_WEBHOOK_ID: "TEST-WEBHOOK-ID",
  EMAIL_FROM: "Soulmate Stories <hello@shop.test>",
};

/**
 * The Worker's binary modules as wrangler bundles them (its Data and CompiledWasm rules), for
 * code run in Node: a `.bin` file is an ArrayBuffer, a `.wasm` file a WebAssembly.Module.
 */
const binaryModules = (): Plugin => ({
  name: "binary-modules",
  enforce: "pre",
  load(id) {
    const file = id.split("?")[0] ?? id;
    const read = `import { readFileSync } from "node:fs"; const bytes = readFileSync(${JSON.stringify(file)});`;
    if (file.endsWith(".bin"))
      return `${read} export default bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength);`;
    if (file.endsWith(".wasm")) return `${read} export default new WebAssembly.Module(bytes);`;
    return null;
  },
});

export default defineConfig(async () => {
  // The same folder drizzle-kit writes and wrangler applies.
  const migrations = await readD1Migrations(path.join(root, "migrations"));

  /**
   * A project that runs inside workerd with the shop's real bindings (D1, R2, Queues, the
   * Durable Object), the migrations applied and the PayPal fake running in Node.
   */
  /**
   * Where a project's files are and how many run at once come from scripts/test-layers.mjs. Projects
   * with one worker share group 0, where vitest gives an isolated workerd project a runtime per file
   * in turn (another group made the security runtimes exit mid-run); the others run after them.
   */
  const layer = (name: keyof typeof PROJECTS) => ({
    name,
    include: PROJECTS[name].include,
    exclude: PROJECTS[name].exclude,
    maxWorkers: PROJECTS[name].maxWorkers,
    sequence: { groupOrder: PROJECTS[name].maxWorkers === 1 ? 0 : PROJECTS[name].maxWorkers },
  });

  const workerdProject = (name: keyof typeof PROJECTS, { isolate = true } = {}) => ({
    // The Worker's entry imports the SPA's renderers by name (scripts/page-renderers.mjs).
    resolve: { alias: pageRenderersAlias },
    plugins: [
      cloudflareTest(({ inject }) => ({
        remoteBindings: process.env.CLOUDFLARE_REMOTE_BINDINGS === "true",
        wrangler: { configPath: path.join(root, "wrangler.toml") },
        miniflare: {
          bindings: {
            ...TEST_BINDINGS,
            // The reliability runtimes build every paid order's pack beside the checkouts under test: on a loaded
            // two-core machine a PayPal reply waited on the isolate past 10 s (src/lib/runtime-config.ts).
            ...(name === "reliability" ? { PAYPAL_TIMEOUT_MS: "25000" } : {}),
            PAYPAL_API_BASE: inject("paypalBase"),
            SENTRY_FAKE_BASE: inject("sentryBase"),
            TEST_MIGRATIONS: migrations,
          },
        },
      })),
    ],
    test: {
      ...layer(name),
      isolate,
      // Off for workerd: with it on, a fresh runtime is sent every module already cached on disk in
      // one WebSocket message, which passes workerd's 1 MiB limit once the graph is warm and kills
      // the runtime ("Worker exited unexpectedly"; docs/decisions/0051).
      fsModuleCache: false,
      // Generous: on a busy 2-core machine a Durable Object or queue round trip can take seconds, and a test that
      // renders a pack's pictures in the shared runtime took past 20 s beside a whole run (a fresh clone's). A limit
      // for a hang, not a figure.
      testTimeout: 60_000,
      setupFiles: ["test/worker/apply-migrations.ts"],
      // The PayPal fake, an HTTP server in Node that the Worker calls like the real API.
      // The Sentry fake, reached only by tests that pass a DSN (test/worker/observability/).
      globalSetup: ["test/worker/paypal-fake-setup.ts", "test/worker/sentry-fake-setup.ts"],
    },
  });

  return {
    test: {
      // A forgotten .only would quietly skip everything else: refuse it.
      allowOnly: false,
      projects: [
        // Files share one workerd (and its D1, R2 and queues) per vitest worker instead of starting their own:
        // about four times faster on two cores. Every test makes its own rows with fresh ids, so none depends
        // on an empty database (docs/decisions/0023).
        workerdProject("worker", { isolate: false }),
        {
          // Pure domain code (the deck, the readers, the story, the art and the PDFs): no bindings, so plain Node.
          plugins: [binaryModules()],
          test: {
            ...layer("domain"),
            environment: "node",
            // Pure code and no mocks: the files can share workers, which saves a worker start per file.
            isolate: false,
            // resvg's wasm is imported from node_modules; it must go through the plugin above too.
            server: { deps: { inline: [/@resvg\/resvg-wasm/] } },
            // The book sweeps compose hundreds of books in one test: 5–10 s alone, past 20 s on a loaded 2-core machine
            // (three of them timed out beside a full run). A limit catches a hang, not slowness.
            testTimeout: 60_000,
          },
        },
        // The standing suites of docs/quality.md (npm run test:reliability, test:security).
        workerdProject("reliability"),
        {
          // The reliability suite's chaos tests: the built shop under wrangler dev, killed and restarted.
          test: {
            ...layer("chaos"),
            environment: "node",
            testTimeout: 600_000,
            hookTimeout: 60_000,
          },
        },
        // One runtime for every security file: each makes its own orders and sessions with fresh ids,
        // and none is about storage or a crash (decision 0069). Reliability keeps a runtime per file.
        workerdProject("security", { isolate: false }),
        {
          plugins: [react()],
          test: {
            ...layer("app"),
            environment: "jsdom",
            // Beside the browser journeys on a busy 2-core machine a render can take seconds.
            testTimeout: 20_000,
            setupFiles: ["test/app/setup.ts"],
          },
        },
        {
          test: {
            ...layer("e2e"),
            environment: "node",
            globalSetup: ["test/e2e/global-setup.ts"],
            testTimeout: 30_000,
            hookTimeout: 60_000,
            // A poll waits for the page to catch up, up to 10 s rather than vitest's 1 s: beside the other layers on a
            // busy 2-core machine a tab's focus once took longer than a second to follow an arrow key.
            expect: { poll: { timeout: 10_000 } },
            // One browser and one server, shared by every journey.
            fileParallelism: false,
          },
        },
      ],
    },
  };
});
