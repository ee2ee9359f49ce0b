/**
 * The SPA's side of the house's boundary is held by the compiler (docs/decisions/0045):
 * app/tsconfig.json lists only app/ and the contract, so an SPA file that imports any
 * other Worker file fails to compile, while the contract and the API's type (@shop/api,
 * the Worker's emitted declaration) compile. Checked by compiling two probe files with
 * the SPA's own configuration.
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "../..");
const tsc = path.join(root, "node_modules/typescript/bin/tsc");
let dir: string;

beforeAll(() => {
  // The SPA reads the API's type from the Worker's declarations; npm test emits them first.
  if (!existsSync(path.join(root, "node_modules/.cache/worker-types/src/app.d.ts"))) {
    expect(spawnSync(process.execPath, [tsc, "-p", "src"], { cwd: root }).status).toBe(0);
  }
  // Inside the repo (git-ignored), so the SPA's rootDir and type roots hold for the probes.
  const cache = path.join(root, "node_modules/.cache");
  mkdirSync(cache, { recursive: true });
  dir = mkdtempSync(path.join(cache, "spa-boundary-"));
}, 60_000);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

it("lets the SPA import the contract and the API's type, and nothing else from src/", () => {
  writeFileSync(
    path.join(dir, "allowed.ts"),
    [
      `import type { AppType } from "@shop/api";`,
      `import { PRODUCT_TYPES } from "${path.join(root, "src/shared/catalog")}";`,
      `export const types: readonly string[] = PRODUCT_TYPES;`,
      // Typed for real: were the declaration lost, AppType would quietly be any.
      `type IsAny<T> = 0 extends 1 & T ? true : false;`,
      `export const typed: IsAny<AppType> = false;`,
    ].join("\n"),
  );
  writeFileSync(
    path.join(dir, "past-the-contract.ts"),
    `export { countOrdersByStatus } from "${path.join(root, "src/orders/queries")}";\n`,
  );
  writeFileSync(
    path.join(dir, "tsconfig.json"),
    JSON.stringify({
      extends: path.join(root, "app/tsconfig.json"),
      compilerOptions: { outDir: path.join(dir, "out"), tsBuildInfoFile: path.join(dir, "out/build.tsbuildinfo") },
      files: [path.join(dir, "allowed.ts"), path.join(dir, "past-the-contract.ts")],
      include: [path.join(root, "src/shared")],
    }),
  );
  const result = spawnSync(process.execPath, [tsc, "-p", dir, "--pretty", "false"], { cwd: root, encoding: "utf8" });
  const errors = result.stdout.split("\n").filter((line) => line.includes("error TS"));

  expect(result.status).not.toBe(0);
  expect(errors.some((line) => line.includes("src/orders/queries.ts") && line.includes("TS6307"))).toBe(true);
  // Only the probe that reaches past the contract is refused.
  expect(errors.filter((line) => line.includes("allowed.ts"))).toEqual([]);
}, 60_000);
