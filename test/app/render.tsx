import { QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import { createMemoryRouter, type InitialEntry, type RouteObject, RouterProvider } from "react-router";
import { vi } from "vitest";
import { Toaster } from "../../app/components/ui/toaster";
import { createQueryClient } from "../../app/lib/query-client";
import { routes } from "../../app/router";
import type { RuntimeConfigResponse } from "../../src/shared/runtime-config";

export const testConfig: RuntimeConfigResponse = {
  paypal: { clientId: null, env: "sandbox" },
  supportEmail: "help@shop.example",
  sentryDsn: null,
  siteUrl: "https://shop.example",
  currency: "AUD",
  prices: { soulmate: 1499, tarot_reading: 1499 },
};

/** Answers the SPA's API calls the way the Worker would; the Worker itself is tested in workerd. */
export function stubApi(handlers: Record<string, () => Response> = {}) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(typeof input === "string" ? input : input instanceof URL ? input.href : input.url, "http://x");
    const handler = handlers[url.pathname];
    if (handler) return handler();
    if (url.pathname === "/api/config") return Response.json(testConfig);
    return Response.json({ error: `Not found: ${url.pathname}` }, { status: 404 });
  });
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

/** Renders the real route table at a path, with the real query client. */
export function renderRoute(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const queryClient = createQueryClient();
  return {
    router,
    ...render(
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    ),
  };
}

/** A stub that sees each request (method, body, query), for handlers that answer by call or by payload. */
export type RequestHandler = (request: Request) => Response | Promise<Response>;

/**
 * Like stubApi, but each handler receives the Request and may answer later (a
 * pending promise keeps a request in flight). Keys are pathnames.
 */
export function stubApiRequests(handlers: Record<string, RequestHandler> = {}) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const raw = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
    const request = new Request(new URL(raw, "http://x"), init);
    const handler = handlers[new URL(request.url).pathname];
    if (handler) return handler(request);
    if (new URL(request.url).pathname === "/api/config") return Response.json(testConfig);
    return Response.json({ error: `Not found: ${new URL(request.url).pathname}` }, { status: 404 });
  });
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

/** Renders a route table of the test's own (not the app's), with the real query client and the Toaster. */
export function renderRoutes(testRoutes: RouteObject[], path: InitialEntry) {
  const router = createMemoryRouter(testRoutes, { initialEntries: [path] });
  const queryClient = createQueryClient();
  return {
    router,
    queryClient,
    ...render(
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
        <Toaster />
      </QueryClientProvider>,
    ),
  };
}
