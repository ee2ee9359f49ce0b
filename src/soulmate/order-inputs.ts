import type { Order } from "../db/schema";
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
