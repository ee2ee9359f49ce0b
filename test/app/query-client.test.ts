import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { createQueryClient, getQueryFn } from "../../app/lib/query-client";
import { stubApi } from "./render";

const runQueryFn = (fn: ReturnType<typeof getQueryFn>, queryKey: string[]) =>
  // biome-ignore lint/suspicious/noExplicitAny: the query context is irrelevant to the loader
  fn({ queryKey, signal: new AbortController().signal, meta: undefined, client: new QueryClient() } as any);

describe("default query loader", () => {
  it("GETs the key parts joined by '/' and parses JSON", async () => {
    const fetchMock = stubApi({ "/api/orders/abc": () => Response.json({ order: { status: "paid" } }) });
    const data = await runQueryFn(getQueryFn({ on401: "throw" }), ["/api/orders", "abc"]);
    expect(data).toEqual({ order: { status: "paid" } });
    expect(fetchMock).toHaveBeenCalledWith("/api/orders/abc", { credentials: "include" });
  });

  it("raises on 401 by default, or yields null when asked", async () => {
    stubApi({ "/api/admin/stats": () => new Response("Unauthorized", { status: 401 }) });
    await expect(runQueryFn(getQueryFn({ on401: "throw" }), ["/api/admin/stats"])).rejects.toThrow("401: Unauthorized");
    expect(await runQueryFn(getQueryFn({ on401: "returnNull" }), ["/api/admin/stats"])).toBeNull();
  });
});

describe("query client defaults (docs/product/rules.md, Client defaults)", () => {
  it("never goes stale, never refetches on focus, never polls or retries", () => {
    const defaults = createQueryClient().getDefaultOptions();
    expect(defaults.queries).toMatchObject({
      staleTime: Number.POSITIVE_INFINITY,
      refetchOnWindowFocus: false,
      refetchInterval: false,
      retry: false,
    });
    expect(defaults.mutations).toMatchObject({ retry: false });
  });
});
