import type { Database } from "../db/client";
import type { Order } from "../db/schema";
import { findPlace } from "./place";
import type { SoulmateInputs } from "./types";

/** The generator's view of a soulmate order. Raises if the order lacks its quiz answers. */
export function soulmateInputsOf(order: Order): SoulmateInputs {
  const { starSign, birthDay, birthMonth, birthYear, preference, relationshipStatus } = order;
  if (
    order.productType !== "soulmate" ||
    !starSign ||
    !birthDay ||
    !birthMonth ||
    !birthYear ||
    !preference ||
    !relationshipStatus
  ) {
    throw new Error(`Order ${order.id} has no complete quiz answers`);
  }
  return {
    starSign,
    birthday: { day: birthDay, month: birthMonth, year: birthYear },
    city: order.city,
    preference,
    relationshipStatus,
    firstName: order.firstName,
  };
}

/** The quiz answers with the town resolved against the gazetteer: what the pack is built from. */
export async function loadSoulmateInputs(db: Database, order: Order): Promise<SoulmateInputs> {
  const inputs = soulmateInputsOf(order);
  return { ...inputs, place: await findPlace(db, inputs.city) };
}
