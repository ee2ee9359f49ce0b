import { matchRoutes, type RouteObject } from "react-router";
import { describe, expect, it } from "vitest";
import { serverRoutes } from "../../app/page-routes";
import { routes } from "../../app/router";
import { isSpaPage, PAGES, type PageName, PRERENDERED_PATHS, WORKER_PAGES } from "../../src/shared/spa-routes";

/** A page's path with each `:param` filled in, as a visitor would type it. */
const example = (path: string) => path.replace(/:[^/]+/g, "0b6f0c8e-2f7a-4b1e-9c55-1d2f3a4b5c6d");
const names = Object.keys(PAGES) as PageName[];
const leafOf = (table: RouteObject[], path: string) => matchRoutes(table, path)?.at(-1)?.route;
const isWorkerPage = (name: PageName) => (WORKER_PAGES as readonly PageName[]).includes(name);

/** Paths near the pages' that are not pages: the SPA shows its 404 and the Worker answers 404. */
const nowhere = ["/nowhere/at/all", "/portal/extra", "/result/", "/result", "/tarot/reading/a/b", "/tarots"];

describe("the one table of pages", () => {
  it.each(names)("gives %s a route of its own in the SPA, loading a page component", async (name) => {
    const path = example(PAGES[name].path);
    const leaf = leafOf(routes, path);
    if (!leaf) throw new Error(`${path} matches no route`);
    expect(leaf.index ? "/" : `/${leaf.path}`).toBe(PAGES[name].path);
    // Named as in the table, so the Worker's hydration data finds it; a loader only for the Worker's pages.
    expect(leaf.id).toBe(name);
    expect(typeof leaf.loader).toBe(isWorkerPage(name) ? "function" : "undefined");
    expect(typeof leaf.lazy).toBe("function");
    const loaded = await (leaf.lazy as () => Promise<RouteObject>)();
    expect(typeof loaded.Component).toBe("function");
    expect(isSpaPage(path)).toBe(true);
  });

  it.each(nowhere)("treats %s as no page, in the SPA and in the Worker", (path) => {
    expect(leafOf(routes, path)?.path).toBe("*");
    expect(isSpaPage(path)).toBe(false);
  });

  it("gives the Worker's renderer exactly the pages it renders, with the browser's modules", () => {
    expect([...WORKER_PAGES].sort()).toEqual(["home", "tarot", "tarotReading"]);
    for (const name of names) {
      const path = example(PAGES[name].path);
      const leaf = leafOf(serverRoutes, path);
      if (isWorkerPage(name)) expect(leaf?.lazy).toBe(leafOf(routes, path)?.lazy);
      else expect(leaf).toBeUndefined();
    }
  });

  it("prerenders the pages marked so, home first, none with a parameter", () => {
    expect(PRERENDERED_PATHS).toEqual(["/", "/privacy", "/terms", "/refunds", "/tarot"]);
    for (const path of PRERENDERED_PATHS) {
      expect(path).not.toContain(":");
      expect(isSpaPage(path)).toBe(true);
    }
  });
});
