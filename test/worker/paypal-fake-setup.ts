import type { TestProject } from "vitest/node";
import { ensureBuild } from "../../scripts/ensure-build.mjs";
import { startInOwnProcess } from "../fakes/own-process.mjs";

declare module "vitest" {
  export interface ProvidedContext {
    paypalBase: string;
  }
}

/**
 * Before the Worker tests: the built pages for the assets binding (made if missing), and the
 * PayPal fake in a Node process of its own (test/fakes/own-process.mjs), which the Worker reaches
 * through PAYPAL_API_BASE.
 */
export default async function setup(project: TestProject) {
  ensureBuild();
  const fake = await startInOwnProcess("paypal");
  project.provide("paypalBase", fake.url);
  return () => fake.stop();
}
