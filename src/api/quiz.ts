/** POST /api/quiz/prepare — the soulmate quiz's answers become an order awaiting payment. */
import { Hono } from "hono";
import type { AppEnv } from "../app-env";
import { createDb } from "../db/client";
import { orders } from "../db/schema";
import { enforceRateLimit } from "../lib/client-ip";
import { fail } from "../lib/errors";
import { log, maskEmail } from "../lib/log";
import { validate } from "../lib/validate";
import { CURRENCY, PRODUCTS } from "../shared/catalog";
import { AGE_REQUIREMENT, ageOn, MIN_AGE, QuizAnswersSchema } from "../shared/quiz";

export const quizRoutes = new Hono<AppEnv>().post("/prepare", validate("json", QuizAnswersSchema), async (c) => {
  await enforceRateLimit(c, c.env.RATE_LIMIT_PREPARE, "prepare");
  const answers = c.req.valid("json");
  if (ageOn(answers.birthday, new Date()) < MIN_AGE) fail(400, AGE_REQUIREMENT.message);
  const orderId = crypto.randomUUID();
  const price = PRODUCTS.soulmate.priceCents;
  await createDb(c.env.DB).insert(orders).values({
    id: orderId,
    productType: "soulmate",
    status: "awaiting_payment",
    email: answers.email,
    starSign: answers.starSign,
    birthDay: answers.birthday.day,
    birthMonth: answers.birthday.month,
    birthYear: answers.birthday.year,
    city: answers.city,
    preference: answers.preference,
    relationshipStatus: answers.relationshipStatus,
    firstName: answers.firstName,
    originalPriceCents: price,
    finalPriceCents: price,
    currency: CURRENCY,
  });
  log("info", "order prepared", { orderId, email: maskEmail(answers.email) });
  return c.json({ orderId }, 201);
});
