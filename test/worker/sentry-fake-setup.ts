import type { TestProject } from "vitest/node";
import { startInOwnProcess } from "../fakes/own-process.mjs";

declare module "vitest" {
  export interface ProvidedContext {
    sentryBase: string;
  }
}

/**
 * The Sentry fake in a Node process of its own, for the Worker tests that turn error reporting on: they pass
 * SENTRY_DSN (made from SENTRY_FAKE_BASE) in the env they hand the Worker; every other test
 * runs without a DSN, as a shop with no Sentry account does.
 */
export default async function setup(project: TestProject) {
  const fake = await startInOwnProcess("sentry");
  project.provide("sentryBase", fake.url);
  return () => fake.stop();
}
