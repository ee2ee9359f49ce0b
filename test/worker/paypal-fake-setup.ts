import type { TestProject } from "vitest/node";
import { createPayPalFake } from "../fakes/paypal-fake.mjs";

declare module "vitest" {
  export interface ProvidedContext {
    paypalBase: string;
  }
}

/** Starts the PayPal fake in Node for the Worker tests; the Worker reaches it through PAYPAL_API_BASE. */
export default async function setup(project: TestProject) {
  const fake = createPayPalFake();
  project.provide("paypalBase", await fake.listen());
  return () => fake.close();
}
