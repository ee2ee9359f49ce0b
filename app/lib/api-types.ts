/**
 * What the API answers, as the SPA sees it: every view type is read off the
 * Worker's route types (hono/client's InferResponseType over AppType), so the
 * SPA needs nothing from src/ but that type and the contract in src/shared/.
 */
import type { InferResponseType } from "hono/client";
import type { api } from "./api-client";

type Api = (typeof api)["api"];
type Admin = Api["admin"];
/** A route's answer when it succeeds: its `{error}` answers left out. */
type Ok<Route> = Exclude<InferResponseType<Route>, { error: string }>;

/** GET /api/orders/:orderId: the order and, once paid, its files. */
export type OrderLookup = Ok<Api["orders"][":orderId"]["$get"]>;
export type OrderView = OrderLookup["order"];
export type ArtifactsView = OrderLookup["artifacts"];

/** GET /api/my-orders: one of the buyer's orders. */
export type MyOrder = Ok<Api["my-orders"]["$get"]>[number];
/** POST /api/my-orders/link: the same answer for every address. */
export type SignInLinkAsked = Ok<Api["my-orders"]["link"]["$post"]>;
/** POST /api/my-orders/session: the address this browser now sees every order of. */
export type SignInLinkOpened = Ok<Api["my-orders"]["session"]["$post"]>;

export type AdminStats = Ok<Admin["stats"]["$get"]>;
export type AdminOrderRow = Ok<Admin["orders"]["$get"]>["orders"][number];
export type AdminOrderDetail = Ok<Admin["orders"][":orderId"]["$get"]>;
export type AdminJobRow = Ok<Admin["jobs"]["$get"]>["jobs"][number];
export type AdminCouponRow = Ok<Admin["coupons"]["$get"]>["coupons"][number];
export type AuditEntryView = Ok<Admin["audit"]["$get"]>["entries"][number];
export type AdminEmailRow = Ok<Admin["emails"]["$get"]>["emails"][number];

/** GET /api/admin/testimonials and GET /api/admin/content/founder-note (the Content tab). */
export type AdminTestimonialRow = Ok<Admin["testimonials"]["$get"]>["testimonials"][number];
export type AdminFounderNote = NonNullable<Ok<Admin["content"]["founder-note"]["$get"]>["founderNote"]>;
