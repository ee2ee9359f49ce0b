/**
 * The SPA's crash reports (docs/decisions/0038): with a browser DSN in /api/config, a page
 * that crashes sends an envelope to Sentry (here the fake, test/fakes/sentry-fake.mjs, reached
 * by the real SDK); without one, the SDK's chunk is never loaded. The router's boundary shows
 * the visitor what to do.
 */
import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { RouteError } from "../../app/components/route-error";
import { createQueryClient } from "../../app/lib/query-client";
import { createSentryFake } from "../fakes/sentry-fake.mjs";
import { testConfig } from "./render";

const loaded = vi.hoisted(() => ({ sentry: 0 }));
vi.mock("../../app/lib/sentry-browser", async (importOriginal) => {
  loaded.sentry++;
  return importOriginal();
});

const fake = createSentryFake();
let base = "";
beforeAll(async () => {
  base = await fake.listen();
});
afterAll(() => fake.close());

const realFetch = globalThis.fetch;
/** /api/config answers with this DSN; everything else (the SDK's envelope) goes out for real. */
function configWith(sentryDsn: string | null) {
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
      if (url.endsWith("/api/config")) return Response.json({ ...testConfig, sentryDsn });
      return realFetch(input, init);
    }),
  );
}

function Boom(): never {
  throw new Error(`The page broke for crash-${Math.random()}`);
}

async function crashAPage() {
  const { reportError } = await import("../../app/lib/error-reporting");
  const reports: Promise<void>[] = [];
  const router = createMemoryRouter([{ path: "/", element: <Boom />, errorElement: <RouteError /> }]);
  vi.spyOn(console, "error").mockImplementation(() => undefined);
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} onError={(error) => void reports.push(reportError(error))} />
    </QueryClientProvider>,
  );
  expect(await screen.findByRole("heading", { name: "Something went wrong on this page" })).toBeInTheDocument();
  await Promise.all(reports);
  return reports.length;
}

beforeEach(() => {
  vi.resetModules();
  loaded.sentry = 0;
  fake.envelopes.length = 0;
});

describe("crash reports from the browser", () => {
  it("with a DSN: a render crash reaches Sentry, scrubbed", async () => {
    configWith(fake.dsn(base, 2));
    expect(await crashAPage()).toBe(1);
    await vi.waitFor(() => expect(fake.envelopes.length).toBeGreaterThan(0), { timeout: 5000 });
    const events = fake.envelopes.flatMap(
      (e: { items: { header: { type: string }; payload: { exception: { values: { value: string }[] } } }[] }) =>
        e.items.filter((i) => i.header.type === "event"),
    );
    expect(events[0]?.payload.exception.values.at(-1)?.value).toMatch(/^The page broke/);
    expect(fake.envelopes[0]?.projectId).toBe("2");
    expect(loaded.sentry).toBe(1);
  });

  it("without a DSN: nothing is sent and the SDK is never loaded", async () => {
    configWith(null);
    expect(await crashAPage()).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(fake.envelopes).toHaveLength(0);
    expect(loaded.sentry).toBe(0);
  });
});
