import { chromium } from "playwright-core";
import type { TestProject } from "vitest/node";
import { assertChromium, CHROMIUM_ARGS, CHROMIUM_PATH } from "../../scripts/browser.mjs";
import { startLocalServer } from "../../scripts/local-server.mjs";

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
    browserWsEndpoint: string;
  }
}

/** One built shop under wrangler dev and one Chromium for all journeys. */
export default async function setup(project: TestProject) {
  assertChromium();
  const server = await startLocalServer({ seed: true });
  const browserServer = await chromium.launchServer({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  project.provide("baseUrl", server.url);
  project.provide("browserWsEndpoint", browserServer.wsEndpoint());
  return async () => {
    await browserServer.close();
    await server.stop();
  };
}
