import { matchRoutes } from "react-router";
import { describe, expect, it } from "vitest";
import { routes } from "../../app/router";
import { isSpaPage, PRERENDERED_PATHS } from "../../src/shared/spa-routes";

/** The Worker's list of pages (200 vs 404) must agree with the SPA's route table. */
const examples = [
  "/",
  "/portal",
  "/result/0b6f0c8e-2f7a-4b1e-9c55-1d2f3a4b5c6d",
  "/privacy",
  "/terms",
  "/refunds",
  "/tarot",
  "/tarot/session/5d1f0c8e-2f7a-4b1e-9c55-1d2f3a4b5c6d",
  "/tarot/reading/7a2e0c8e-2f7a-4b1e-9c55-1d2f3a4b5c6d",
];

describe("the Worker's page list", () => {
  it.each(examples)("knows %s is a page the SPA renders", (path) => {
    const leaf = matchRoutes(routes, path)?.at(-1)?.route;
    expect(leaf?.path).not.toBe("*");
    expect(isSpaPage(path)).toBe(true);
  });

  it("treats a path the SPA sends to its 404 route as unknown", () => {
    expect(matchRoutes(routes, "/nowhere/at/all")?.at(-1)?.route.path).toBe("*");
    expect(isSpaPage("/nowhere/at/all")).toBe(false);
  });

  it("prerenders only pages the SPA renders", () => {
    for (const path of PRERENDERED_PATHS) expect(isSpaPage(path)).toBe(true);
  });
});
