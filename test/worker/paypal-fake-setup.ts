import type { TestProject } from "vitest/node";
import { ensureBuild } from "../../scripts/ensure-build.mjs";
import { createPayPalFake } from "../fakes/paypal-fake.mjs";

declare module "vitest" {
  export interface ProvidedContext {
    paypalBase: string;
  }
}

/**
 * Before the Worker tests: the built pages for the assets binding (made if missing), and the
 * PayPal fake in Node, which the Worker reaches through PAYPAL_API_BASE.
 */
export default async function setup(project: TestProject) {
  ensureBuild();
  const fake = createPayPalFake();
  project.provide("paypalBase", await fake.listen());
  return () => fake.close();
}
