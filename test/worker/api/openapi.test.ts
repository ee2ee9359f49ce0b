import { describe, expect, it } from "vitest";
import { z } from "zod";
import app from "../../../src/app";
import { adminGet, adminPost } from "../admin/admin-request";
import { createOrder } from "../factories";
import { postJson, request } from "../request";

type Schema = Record<string, unknown>;
type Operation = {
  operationId?: string;
  summary?: string;
  tags?: string[];
  security?: Record<string, string[]>[];
  parameters?: { in: string; name: string; required?: boolean }[];
  requestBody?: { content: Record<string, { schema: Schema }> };
  responses: Record<string, { description?: string; content?: Record<string, { schema?: Schema }> }>;
};
type Document = {
  openapi: string;
  info: { title: string; version: string };
  tags: { name: string }[];
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Schema>; securitySchemes: Record<string, Schema> };
};

async function served(): Promise<{ res: Response; doc: Document }> {
  const res = await request("/api/openapi.json");
  return { res, doc: (await res.json()) as Document };
}

const operations = (doc: Document) =>
  Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, operation]) => ({ path, method, operation })),
  );

/** Every route Hono registered under /api, as "GET /api/tarot/sessions/{id}" (middleware is method ALL). */
function mountedRoutes(): string[] {
  const keys = app.routes
    .filter((route) => route.method !== "ALL" && route.path.startsWith("/api/"))
    .map((route) => `${route.method} ${route.path.replace(/:(\w+)(\{[^}]*\})?\??/g, "{$1}")}`);
  return [...new Set(keys)].sort();
}

/** The document's schema with its component references written in place, as a zod validator. */
function validatorFor(doc: Document, schema: Schema | undefined) {
  const inline = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(inline);
    if (!value || typeof value !== "object") return value;
    const ref = (value as { $ref?: string }).$ref;
    if (ref) return inline(doc.components.schemas[ref.replace("#/components/schemas/", "")]);
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, inline(item)]));
  };
  if (!schema) throw new Error("no schema documented");
  return z.fromJSONSchema(inline(schema) as Parameters<typeof z.fromJSONSchema>[0]);
}

const bodySchema = (doc: Document, path: string, method: string) =>
  validatorFor(doc, doc.paths[path]?.[method]?.requestBody?.content["application/json"]?.schema);
const answerSchema = (doc: Document, path: string, method: string, status = "200") =>
  validatorFor(doc, doc.paths[path]?.[method]?.responses[status]?.content?.["application/json"]?.schema);

describe("GET /api/openapi.json", () => {
  it("is an OpenAPI 3.1 document, public and cached, with the API's security headers", async () => {
    const { res, doc } = await served();
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^application\/json/);
    expect(res.headers.get("cache-control")).toBe("public, max-age=3600");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("content-security-policy")).toBeTruthy();
    expect(doc.openapi).toMatch(/^3\.1\.\d+$/);
    expect(doc.info.title).toBeTruthy();
    expect(doc.info.version).toBeTruthy();
  });

  it("describes exactly the routes the app mounts under /api", async () => {
    const { doc } = await served();
    const documented = operations(doc)
      .map(({ path, method }) => `${method.toUpperCase()} ${path}`)
      .sort();
    // A route added without describeRoute() is missing here; one documented but not mounted is extra.
    expect(documented).toEqual(mountedRoutes());
    expect(documented.length).toBeGreaterThan(30);
  });

  it("gives every operation a summary, a declared tag, a success answer and described answers", async () => {
    const { doc } = await served();
    const tags = new Set(doc.tags.map((tag) => tag.name));
    const ids = new Set<string>();
    for (const { path, method, operation } of operations(doc)) {
      const where = `${method.toUpperCase()} ${path}`;
      expect(operation.summary, where).toBeTruthy();
      expect(operation.tags?.length, where).toBeGreaterThan(0);
      for (const tag of operation.tags ?? []) expect(tags.has(tag), `${where}: tag ${tag}`).toBe(true);
      expect(
        Object.keys(operation.responses).some((status) => /^2\d\d$/.test(status)),
        where,
      ).toBe(true);
      for (const [status, answer] of Object.entries(operation.responses)) {
        expect(answer.description, `${where} ${status}`).toBeTruthy();
      }
      expect(operation.operationId, where).toBeTruthy();
      expect(ids.has(operation.operationId ?? ""), `${where}: operationId repeated`).toBe(false);
      ids.add(operation.operationId ?? "");
      // Every {param} in the path is declared as a required path parameter.
      for (const [, name] of path.matchAll(/\{(\w+)\}/g)) {
        const param = operation.parameters?.find((p) => p.in === "path" && p.name === name);
        expect(param?.required, `${where}: path parameter ${name}`).toBe(true);
      }
    }
  });

  it("resolves every reference inside the document", async () => {
    const { doc } = await served();
    const refs = JSON.stringify(doc).match(/"\$ref":"[^"]+"/g) ?? [];
    expect(refs.length).toBeGreaterThan(0);
    for (const ref of new Set(refs)) {
      const name = ref.slice('"$ref":"#/components/schemas/'.length, -1);
      expect(ref.startsWith('"$ref":"#/components/schemas/'), ref).toBe(true);
      expect(doc.components.schemas[name], ref).toBeDefined();
    }
  });

  it("documents the error shape {error, requestId?} on the refusals", async () => {
    const { doc } = await served();
    expect(doc.components.schemas.Error).toMatchObject({
      type: "object",
      properties: { error: { type: "string" }, requestId: { type: "string" } },
      required: ["error"],
    });
    const refusal = doc.paths["/api/coupons/apply"]?.post?.responses["409"];
    expect(refusal?.content?.["application/json"]?.schema).toEqual({ $ref: "#/components/schemas/Error" });
    // A validation failure is our {error}, not the generator's default shape.
    const invalid = doc.paths["/api/quiz/prepare"]?.post?.responses["400"];
    expect(invalid?.content?.["application/json"]?.schema).toEqual({ $ref: "#/components/schemas/Error" });
  });

  it("puts every admin route, and only those, behind the x-admin-key scheme", async () => {
    const { doc } = await served();
    expect(doc.components.securitySchemes.adminKey).toEqual(
      expect.objectContaining({ type: "apiKey", in: "header", name: "x-admin-key" }),
    );
    for (const { path, operation } of operations(doc)) {
      const guarded = operation.security?.some((requirement) => "adminKey" in requirement) ?? false;
      expect(guarded, path).toBe(path.startsWith("/api/admin/"));
      if (guarded) expect(operation.responses["401"], path).toBeDefined();
    }
  });
});

describe("the documented request bodies refuse what the routes refuse", () => {
  it("select-spread: an unknown spread", async () => {
    const { doc } = await served();
    const schema = bodySchema(doc, "/api/tarot/sessions/{id}/select-spread", "post");
    const res = await postJson(`/api/tarot/sessions/${crypto.randomUUID()}/select-spread`, { spreadType: "five_card" });
    expect(res.status).toBe(400);
    expect(schema.safeParse({ spreadType: "five_card" }).success).toBe(false);
    expect(schema.safeParse({}).success).toBe(false);
    expect(schema.safeParse({ spreadType: "celtic_cross" }).success).toBe(true);
  });

  it("coupons/apply: an order id that is not a uuid", async () => {
    const { doc } = await served();
    const schema = bodySchema(doc, "/api/coupons/apply", "post");
    const bad = { orderId: "order-1", couponCode: "SOULMATE-FREE" };
    const res = await postJson("/api/coupons/apply", bad);
    expect(res.status).toBe(400);
    expect(schema.safeParse(bad).success).toBe(false);
    expect(schema.safeParse({ ...bad, orderId: crypto.randomUUID() }).success).toBe(true);
  });

  it("admin refund: a reason over 300 characters", async () => {
    const { doc } = await served();
    const schema = bodySchema(doc, "/api/admin/refund/{orderId}", "post");
    const bad = { reason: "x".repeat(301) };
    const res = await adminPost(`/api/admin/refund/${crypto.randomUUID()}`, bad);
    expect(res.status).toBe(400);
    expect(schema.safeParse(bad).success).toBe(false);
    expect(schema.safeParse({ reason: "x".repeat(300) }).success).toBe(true);
    expect(schema.safeParse({}).success).toBe(true);
  });
});

describe("the documented answers are what the routes answer", () => {
  it("GET /api/config", async () => {
    const { doc } = await served();
    const body = await (await request("/api/config")).json();
    expect(answerSchema(doc, "/api/config", "get").safeParse(body).error).toBeUndefined();
  });

  it("GET /api/orders/{orderId}", async () => {
    const { doc } = await served();
    const order = await createOrder({ status: "delivered" });
    const res = await request(`/api/orders/${order.id}?email=${encodeURIComponent(order.email)}`);
    expect(res.status).toBe(200);
    expect(answerSchema(doc, "/api/orders/{orderId}", "get").safeParse(await res.json()).error).toBeUndefined();
  });

  it("GET /api/admin/orders/{orderId}", async () => {
    const { doc } = await served();
    const order = await createOrder();
    const res = await adminGet(`/api/admin/orders/${order.id}`);
    expect(res.status).toBe(200);
    expect(answerSchema(doc, "/api/admin/orders/{orderId}", "get").safeParse(await res.json()).error).toBeUndefined();
  });
});
