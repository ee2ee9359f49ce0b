/**
 * Shared by the security suite (test/security): the app's route table with
 * placeholder parameters, callers that are each their own visitor, an order
 * with its files in R2, and the header policy every response must meet.
 */
import { env } from "cloudflare:workers";
import { expect } from "vitest";
import app from "../../src/app";
import { recordArtifacts } from "../../src/db/artifact-queries";
import { ARTIFACT_NAMES, artifactKey } from "../../src/soulmate/artifact-names";
import { createOrder, db } from "../worker/factories";

/** A fresh client address, so per-IP rate limits never mix tests (or files) up. */
export const freshIp = (label = "sec") => `${label}-${crypto.randomUUID()}`;

export type Route = { method: string; path: string };

/** Every route the app answers, once each: middleware (`ALL`) entries left out. */
export function appRoutes(): Route[] {
  const seen = new Map<string, Route>();
  for (const route of app.routes) {
    if (route.method === "ALL") continue;
    seen.set(`${route.method} ${route.path}`, { method: route.method, path: route.path });
  }
  return [...seen.values()];
}

/** Fills a route pattern's parameters with well-formed values that name nothing real. */
export function placeholderPath(path: string, values: Partial<Record<string, string>> = {}): string {
  return path.replace(/:([A-Za-z]+)/g, (_match, name: string) => {
    const given = values[name];
    if (given !== undefined) return encodeURIComponent(given);
    switch (name) {
      case "name":
        return ARTIFACT_NAMES.storybookPdf;
      case "file":
        return "the-fool.svg";
      case "code":
        return "NO-SUCH-CODE";
      case "id":
        // PayPal's order ids (capture) are upper-case tokens; everything else takes a UUID.
        return path.startsWith("/api/paypal/") ? "NOSUCHORDER1" : crypto.randomUUID();
      default:
        return crypto.randomUUID();
    }
  });
}

/** Writes a file into the order's R2 folder and records it, as a finished job would. */
export async function storeFile(
  orderId: string,
  name: string,
  body: Uint8Array | string,
  kind: "storybook_pdf" | "cards_pdf" | "oracle_zip" | "story",
) {
  const bytes = typeof body === "string" ? new TextEncoder().encode(body) : body;
  await env.ARTIFACTS.put(artifactKey(orderId, name), bytes);
  await recordArtifacts(db(), [
    {
      orderId,
      kind,
      name,
      r2Key: artifactKey(orderId, name),
      contentType: "application/octet-stream",
      sizeBytes: bytes.byteLength,
    },
  ]);
}

/** A soulmate order whose PDF and oracle ZIP exist, so its file routes answer 200 for the owner. */
export async function orderWithFiles(overrides: Parameters<typeof createOrder>[0] = {}) {
  const order = await createOrder({ status: "delivered", ...overrides });
  await storeFile(order.id, ARTIFACT_NAMES.storybookPdf, "%PDF-1.7 security suite", "storybook_pdf");
  await storeFile(order.id, ARTIFACT_NAMES.oracleZip, new Uint8Array([0x50, 0x4b, 3, 4]), "oracle_zip");
  return order;
}

/** Splits a Content-Security-Policy into directive → sources. */
export function parseCsp(header: string): Map<string, string[]> {
  const directives = new Map<string, string[]>();
  for (const part of header.split(";")) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) directives.set(name.toLowerCase(), sources);
  }
  return directives;
}

/** What must hold of any response's CSP, whichever policy the route chose. */
export function expectStrictCsp(header: string | null, context: string) {
  expect(header, `${context}: Content-Security-Policy`).toBeTruthy();
  const csp = parseCsp(header ?? "");
  const defaults = csp.get("default-src");
  expect(defaults, `${context}: default-src`).toBeDefined();
  expect(
    defaults?.every((source) => source === "'self'" || source === "'none'"),
    `${context}: default-src is self or none`,
  ).toBe(true);
  const scripts = csp.get("script-src") ?? defaults ?? [];
  expect(scripts, `${context}: scripts`).not.toContain("'unsafe-inline'");
  expect(scripts, `${context}: scripts`).not.toContain("'unsafe-eval'");
  expect(scripts, `${context}: scripts`).not.toContain("*");
  const objects = csp.get("object-src") ?? defaults;
  expect(objects, `${context}: object-src`).toEqual(["'none'"]);
  return csp;
}

/**
 * The headers of src/lib/security-headers.ts on any answer: a strict CSP,
 * nosniff, the referrer policy, no framing (X-Frame-Options, and
 * frame-ancestors on every HTML page), and HSTS exactly when the request was https.
 */
export function expectSecurityHeaders(res: Response, context: string, https: boolean) {
  const csp = expectStrictCsp(res.headers.get("content-security-policy"), context);
  expect(res.headers.get("x-content-type-options"), `${context}: nosniff`).toBe("nosniff");
  expect(res.headers.get("referrer-policy"), `${context}: referrer policy`).toBe("strict-origin-when-cross-origin");
  expect(res.headers.get("x-frame-options"), `${context}: X-Frame-Options`).toBe("DENY");
  expect(res.headers.get("permissions-policy"), `${context}: Permissions-Policy`).toContain("camera=()");
  const isHtml = (res.headers.get("content-type") ?? "").includes("text/html");
  if (isHtml || csp.has("frame-ancestors")) {
    expect(csp.get("frame-ancestors"), `${context}: frame-ancestors`).toEqual(["'none'"]);
  }
  // No cross-origin reads: the API grants no CORS access to anyone.
  expect(res.headers.get("access-control-allow-origin"), `${context}: CORS`).toBeNull();
  expect(res.headers.get("access-control-allow-credentials"), `${context}: CORS`).toBeNull();
  const hsts = res.headers.get("strict-transport-security");
  if (https) {
    expect(hsts, `${context}: HSTS`).toMatch(/max-age=(\d+)/);
    expect(Number(/max-age=(\d+)/.exec(hsts ?? "")?.[1])).toBeGreaterThanOrEqual(31_536_000);
    expect(hsts).toContain("includeSubDomains");
  } else {
    expect(hsts, `${context}: no HSTS over plain http`).toBeNull();
  }
}

/** Reads a body to its end and drops it, so no answer (the interpretation stream) is left open. */
export async function drain(res: Response): Promise<void> {
  if (res.body) await res.arrayBuffer();
}
