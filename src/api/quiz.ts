/** POST /api/quiz/prepare — the soulmate quiz's answers become an order awaiting payment. */
import { Hono } from "hono";
import type { AppEnv } from "../app-env";
import { createDb } from "../db/client";
import { enforceRateLimit } from "../lib/client-ip";
import { fail } from "../lib/errors";
import { validate } from "../lib/validate";
import { AGE_REQUIREMENT, ageOn, MIN_AGE, QuizAnswersSchema } from "../shared/quiz";
import { OrderIdSchema } from "../shared/schemas";
import { placeUnpaidOrder } from "./order-owner";

const PrepareSchema = QuizAnswersSchema.extend({
  /**
   * The order this browser prepared before the buyer went back a step: changed in place while
   * unpaid, so going back never leaves a second order behind (docs/decisions/0031).
   */
  replaces: OrderIdSchema.optional(),
});

export const quizRoutes = new Hono<AppEnv>().post("/prepare", validate("json", PrepareSchema), async (c) => {
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
});
