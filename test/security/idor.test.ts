/**
 * IDOR: every route that opens an order by id plus a proof (its email, or a
 * signed link) answers every failed proof exactly as it answers an order that
 * does not exist: same status, same bytes, same headers. Nothing tells a
 * guesser that an id is real.
 */
import { env } from "cloudflare:workers";
import { afterAll, describe, expect, it } from "vitest";
import { soulmateJobHandlers } from "../../src/jobs/soulmate-jobs";
import { ARTIFACT_NAMES } from "../../src/soulmate/artifact-names";
import { ownedLink } from "../../src/soulmate/delivery-links";
import { createJob, createOrder } from "../worker/factories";
import { request } from "../worker/request";
import { freshIp, orderWithFiles } from "./helpers";

const DAY_MS = 86_400_000;
let comparisons = 0;

type Answer = { status: number; body: Uint8Array; headers: [string, string][] };

/** Everything a caller can observe, bar the per-request id (in the header, and in an {error} body). */
async function observe(path: string): Promise<Answer> {
  const res = await request(path, { headers: { "cf-connecting-ip": freshIp("idor") } });
  const headers = [...res.headers.entries()].filter(([name]) => name !== "x-request-id").sort();
  let body = new Uint8Array(await res.arrayBuffer());
  const requestId = res.headers.get("x-request-id");
  if (requestId && res.headers.get("content-type")?.includes("json")) {
    body = new TextEncoder().encode(new TextDecoder().decode(body).replace(requestId, ""));
  }
  return { status: res.status, body, headers };
}

/** A soulmate order with its story, PDF and oracle ZIP in place: the owner can open every route. */
async function ownedOrderWithEverything(email: string) {
  const order = await orderWithFiles({ email });
  await soulmateJobHandlers.story?.(await createJob(order.id, "story"), env);
  return order;
}

/** The routes that take an order id and an ownership proof; `resource` is what a signed link for it names. */
const ROUTES = [
  { label: "order lookup", path: (id: string) => `/api/orders/${id}`, resource: null },
  { label: "story page", path: (id: string) => `/api/story/${id}`, resource: "story" },
  {
    label: "storybook PDF",
    path: (id: string) => `/api/orders/${id}/files/${ARTIFACT_NAMES.storybookPdf}`,
    resource: ARTIFACT_NAMES.storybookPdf,
  },
  { label: "oracle ZIP", path: (id: string) => `/api/orders/${id}/oracles.zip`, resource: ARTIFACT_NAMES.oracleZip },
] as const;

const SIGNED_ROUTES = ROUTES.filter((route) => route.resource !== null);

const jsonOf = (answer: Answer) => JSON.parse(new TextDecoder().decode(answer.body)) as { error: string };

const withEmail = (path: string, email: string) => `${path}?email=${encodeURIComponent(email)}`;

afterAll(() => {
  console.log(`FIGURE idor: refused proofs compared byte for byte with an unknown id: ${comparisons}`);
});

describe.each(ROUTES)("$label", ({ path }) => {
  it("answers a wrong email exactly as it answers an unknown id", async () => {
    const owner = `idor-owner-${crypto.randomUUID().slice(0, 8)}@example.com`;
    const order = await ownedOrderWithEverything(owner);
    const neighbour = await createOrder({ email: `idor-neighbour-${crypto.randomUUID().slice(0, 8)}@example.com` });

    // The owner gets in, so the refusals below are about the proof and nothing else.
    expect((await observe(withEmail(path(order.id), owner))).status).toBe(200);

    const unknown = await observe(withEmail(path(crypto.randomUUID()), owner));
    expect(unknown.status).toBe(404);
    expect(jsonOf(unknown)).toEqual({ error: "Order not found", requestId: "" });

    const refused = [
      withEmail(path(order.id), "someone-else@example.com"),
      withEmail(path(order.id), neighbour.email),
      withEmail(path(order.id), owner.replace("@", "+1@")),
      withEmail(path(crypto.randomUUID()), "someone-else@example.com"),
      withEmail(path(neighbour.id), owner),
    ];
    for (const attempt of refused) {
      expect(await observe(attempt), attempt).toEqual(unknown);
      comparisons += 1;
    }
  });
});

describe.each(SIGNED_ROUTES)("$label by signed link", ({ path, resource }) => {
  it("answers every bad signed link exactly as it answers an unknown id", async () => {
    const owner = `idor-signed-${crypto.randomUUID().slice(0, 8)}@example.com`;
    const order = await ownedOrderWithEverything(owner);
    const other = await ownedOrderWithEverything(`idor-other-${crypto.randomUUID().slice(0, 8)}@example.com`);
    const secret = env.SIGNING_SECRET;
    const sign = (orderId: string, name: string, now = Date.now()) =>
      ownedLink(path(orderId), orderId, name, { email: owner, secret }, now);
    const query = (link: string) => link.slice(link.indexOf("?"));

    const valid = await sign(order.id, resource);
    expect((await observe(valid)).status).toBe(200);

    const unknownId = crypto.randomUUID();
    const unknown = await observe(`${path(unknownId)}${query(await sign(unknownId, resource))}`);
    expect(unknown.status).toBe(404);

    const params = new URL(valid, "http://x").searchParams;
    const exp = params.get("exp") as string;
    const sig = params.get("sig") as string;
    const flipped = `${sig.slice(0, -2)}${sig.endsWith("AA") ? "BB" : "AA"}`;
    const otherResource = resource === "story" ? ARTIFACT_NAMES.storybookPdf : "story";
    const refused = [
      // A tampered signature, a tampered expiry, half a proof, and a malformed one.
      `${path(order.id)}?exp=${exp}&sig=${flipped}`,
      `${path(order.id)}?exp=${Number(exp) + DAY_MS}&sig=${sig}`,
      `${path(order.id)}?exp=${exp}`,
      `${path(order.id)}?sig=${sig}`,
      `${path(order.id)}?exp=${exp}&sig=%%%`,
      `${path(order.id)}?exp=soon&sig=${sig}`,
      // A real signature, but for another order, for another file, or long expired.
      `${path(other.id)}${query(valid)}`,
      `${path(order.id)}${query(await sign(order.id, otherResource))}`,
      `${path(order.id)}${query(await sign(order.id, resource, Date.now() - 30 * DAY_MS))}`,
      // No proof at all.
      path(order.id),
    ];
    for (const attempt of refused) {
      expect(await observe(attempt), attempt).toEqual(unknown);
      comparisons += 1;
    }
  });
});

describe("an order whose files are not built yet", () => {
  it("tells only its owner so: a stranger sees the same answer as for an unknown id", async () => {
    const owner = `idor-early-${crypto.randomUUID().slice(0, 8)}@example.com`;
    const order = await createOrder({ email: owner, status: "processing" });
    for (const path of [
      `/api/story/${order.id}`,
      `/api/orders/${order.id}/oracles.zip`,
      `/api/orders/${order.id}/files/${ARTIFACT_NAMES.cardsPdf}`,
    ]) {
      const mine = await observe(withEmail(path, owner));
      expect(mine.status).toBe(404);
      expect(jsonOf(mine).error).not.toBe("Order not found");
      const stranger = await observe(withEmail(path, "stranger@example.com"));
      const unknown = await observe(withEmail(path.replace(order.id, crypto.randomUUID()), "stranger@example.com"));
      expect(stranger).toEqual(unknown);
      expect(jsonOf(stranger)).toEqual({ error: "Order not found", requestId: "" });
      comparisons += 1;
    }
  });
});
