/** POST /api/quiz/prepare — the soulmate quiz's answers become an order awaiting payment. */
import { Hono } from "hono";
import { describeRoute } from "hono-openapi";
import { z } from "zod";
import type { AppEnv } from "../app-env";
import { createDb } from "../db/client";
import { enforceRateLimit } from "../lib/client-ip";
import { fail } from "../lib/errors";
import { validate } from "../lib/validate";
import { AGE_REQUIREMENT, ageOn, MIN_AGE, QuizAnswersSchema } from "../shared/quiz";
import { OrderIdSchema } from "../shared/schemas";
import { errors, json, RATE_LIMITED } from "./openapi";
import { placeUnpaidOrder } from "./order-owner";

const PrepareSchema = QuizAnswersSchema.extend({
  /**
   * The order this browser prepared before the buyer went back a step: changed in place while
   * unpaid, so going back never leaves a second order behind (docs/decisions/0031).
   */
  replaces: OrderIdSchema.optional(),
});

const prepareDoc = describeRoute({
  tags: ["Soulmate"],
  summary: "The quiz's answers become an order awaiting payment",
  description:
    "Sets the `order_owner` cookie. With `replaces` (this browser's unpaid order) that order is changed instead.",
  responses: {
    200: json("The order named in `replaces`, changed", z.object({ orderId: z.string() })),
    201: json("A new order", z.object({ orderId: z.string() })),
    ...errors({ 400: "Invalid answers, or under 18", 429: RATE_LIMITED }),
  },
});

export const quizRoutes = new Hono<AppEnv>().post(
  "/prepare",
  prepareDoc,
  validate("json", PrepareSchema),
  async (c) => {
    await enforceRateLimit(c, c.env.RATE_LIMIT_PREPARE, "prepare");
    const { replaces, ...answers } = c.req.valid("json");
    if (ageOn(answers.birthday, new Date()) < MIN_AGE) fail(400, AGE_REQUIREMENT.message);
    const _db = createDb(c.env.DB);
    const quiz = {
      email: answers.email,
      starSign: answers.starSign,
      birthDay: answers.birthday.day,
      birthMonth: answers.birthday.month,
      birthYear: answers.birthday.year,
      city: answers.city,
      preference: answers.preference,
      relationshipStatus: answers.relationshipStatus,
      firstName: answers.firstName,
    };
    const { orderId, revised } = await placeUnpaidOrder(c, "soulmate", quiz, replaces);
    return c.json({ orderId }, revised ? 200 : 201);
  },
);
