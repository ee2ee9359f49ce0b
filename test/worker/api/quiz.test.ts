import { env } from "cloudflare:workers";
import { afterEach, describe, expect, it, vi } from "vitest";
import { OWNER_COOKIE } from "../../../src/api/order-owner";
import { createDb } from "../../../src/db/client";
import { orders } from "../../../src/db/schema";
import { createOrder, ownerCookie } from "../factories";
import { inOneWindow } from "../rate-window";
import { postJson } from "../request";

const validAnswers = {
  starSign: "leo",
  birthday: { day: 9, month: 8, year: 1990 },
  city: "  new   york city ",
  preference: "women",
  relationshipStatus: "just-curious",
  firstName: " Kai ",
  email: " Kai@Example.COM ",
};

const ip = () => ({ "cf-connecting-ip": `quiz-${crypto.randomUUID()}` });
const countOrders = async () => (await createDb(env.DB).select().from(orders)).length;

afterEach(() => {
  vi.useRealTimers();
});

describe("POST /api/quiz/prepare", () => {
  it("creates an order awaiting payment at the server's price, with normalised answers", async () => {
    const res = await postJson("/api/quiz/prepare", { ...validAnswers, price: 1 }, { headers: ip() });
    expect(res.status).toBe(201);
    const { orderId } = (await res.json()) as { orderId: string };
    const order = await createDb(env.DB).query.orders.findFirst({ where: (o, { eq }) => eq(o.id, orderId) });
    expect(order).toMatchObject({
      status: "awaiting_payment",
      productType: "soulmate",
      email: "kai@example.com",
      city: "New York City",
      firstName: "Kai",
      originalPriceCents: 1499,
      finalPriceCents: 1499,
      paymentMethod: "none",
    });
  });

  it("treats a blank city and first name as not given", async () => {
    const res = await postJson("/api/quiz/prepare", { ...validAnswers, city: "   ", firstName: "" }, { headers: ip() });
    const { orderId } = (await res.json()) as { orderId: string };
    const order = await createDb(env.DB).query.orders.findFirst({ where: (o, { eq }) => eq(o.id, orderId) });
    expect(order).toMatchObject({ city: null, firstName: null });
  });

  it("refuses anyone under 18 on the server's own date, and writes nothing", async () => {
    // On 1 June 2024, someone born on 2 June 2006 (a year the quiz offers) is still 17.
    vi.useFakeTimers({ now: new Date("2024-06-01T12:00:00Z"), toFake: ["Date"] });
    const before = await countOrders();
    const minor = { day: 2, month: 6, year: 2006 };
    const res = await postJson("/api/quiz/prepare", { ...validAnswers, birthday: minor }, { headers: ip() });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      error: "Sorry, you must be 18 or older to use this service.",
      requestId: expect.any(String),
    });
    expect(await countOrders()).toBe(before);
    const adult = { day: 1, month: 6, year: 2006 };
    expect((await postJson("/api/quiz/prepare", { ...validAnswers, birthday: adult }, { headers: ip() })).status).toBe(
      201,
    );
  });

  it.each([
    ["a missing star sign", { starSign: undefined }, "starSign: Choose a star sign"],
    ["an unknown star sign", { starSign: "ophiuchus" }, "starSign: Choose a star sign"],
    ["a year before 1940", { birthday: { day: 1, month: 1, year: 1939 } }, "birthday.year"],
    ["a 31st of February", { birthday: { day: 31, month: 2, year: 1990 } }, "birthday: That date does not exist"],
    ["a bad preference", { preference: "both" }, "preference: Choose a preference"],
    ["a bad status", { relationshipStatus: "complicated" }, "relationshipStatus: Choose a relationship status"],
    ["a bad email", { email: "kai at example" }, "email: Enter a valid email address"],
    ["no email", { email: undefined }, "email: Email is required"],
    ["an over-long city", { city: "x".repeat(81) }, "city"],
  ])("refuses %s with a 400 and writes nothing", async (_label, change, message) => {
    const before = await countOrders();
    const res = await postJson("/api/quiz/prepare", { ...validAnswers, ...change }, { headers: ip() });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: string }).error).toContain(message);
    expect(await countOrders()).toBe(before);
  });

  describe("going back from checkout and continuing again", () => {
    /** Another browser's owner key (43 URL-safe characters, as the Worker hands them out). */
    const strangerCookie = { cookie: `${OWNER_COOKIE}=${"s".repeat(43)}` };
    const prepare = async (body: unknown, browser: Record<string, string> = ownerCookie()) => {
      const res = await postJson("/api/quiz/prepare", body, { headers: { ...ip(), ...browser } });
      return { status: res.status, orderId: ((await res.json()) as { orderId: string }).orderId };
    };
    const readOrder = (id: string) => createDb(env.DB).query.orders.findFirst({ where: (o, { eq }) => eq(o.id, id) });

    it("changes the order this browser prepared, in place: no second order", async () => {
      const first = await prepare(validAnswers);
      expect(first.status).toBe(201);
      const before = await countOrders();
      const again = await prepare({
        ...validAnswers,
        city: "hobart",
        email: "kai.new@example.com",
        replaces: first.orderId,
      });
      expect(again).toEqual({ status: 200, orderId: first.orderId });
      expect(await countOrders()).toBe(before);
      expect(await readOrder(first.orderId)).toMatchObject({
        status: "awaiting_payment",
        city: "Hobart",
        email: "kai.new@example.com",
      });
    });

    it("never changes another browser's order, a paid order or a tarot order: those get a new order", async () => {
      const mine = await prepare(validAnswers);
      for (const browser of [strangerCookie, {}]) {
        const other = await prepare(
          { ...validAnswers, email: "stranger@example.com", replaces: mine.orderId },
          browser,
        );
        expect(other.status).toBe(201);
        expect(other.orderId).not.toBe(mine.orderId);
      }
      expect((await readOrder(mine.orderId))?.email).toBe("kai@example.com");

      const paid = await createOrder({ status: "paid" });
      const afterPaid = await prepare({ ...validAnswers, city: "Perth", replaces: paid.id });
      expect(afterPaid.status).toBe(201);
      expect(afterPaid.orderId).not.toBe(paid.id);
      expect((await readOrder(paid.id))?.city).toBe("Hobart");

      const tarot = await createOrder({ status: "awaiting_payment", productType: "tarot_reading" });
      const notQuiz = await prepare({ ...validAnswers, replaces: tarot.id });
      expect(notQuiz.orderId).not.toBe(tarot.id);
      expect((await readOrder(tarot.id))?.city).toBe("Hobart");
    });

    it("refuses a malformed replaces with a 400 and writes nothing", async () => {
      const before = await countOrders();
      const res = await postJson("/api/quiz/prepare", { ...validAnswers, replaces: "nope" }, { headers: ip() });
      expect(res.status).toBe(400);
      expect(((await res.json()) as { error: string }).error).toBe("replaces: Invalid order id");
      expect(await countOrders()).toBe(before);
    });
  });

  it("refuses a body that is not JSON", async () => {
    const res = await postJson("/api/quiz/prepare", undefined, {
      headers: { ...ip(), "content-type": "application/json" },
      body: "{not json",
    });
    expect(res.status).toBe(400);
  });

  it("rate-limits a visitor after 10 orders a minute", async () => {
    const statuses = await inOneWindow(async () => {
      const headers = ip();
      const statuses: number[] = [];
      for (let i = 0; i < 11; i++)
        statuses.push((await postJson("/api/quiz/prepare", validAnswers, { headers })).status);
      return statuses;
    });
    expect(statuses.slice(0, 10).every((s) => s === 201)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});
