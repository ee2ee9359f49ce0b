/**
 * The API's sub-apps, each exported under the path it is mounted at below /api. This is the
 * one list of them: src/app.ts mounts every export at its name, and derives AppType (the SPA's
 * typed client) from this module's type, so the two cannot differ (docs/decisions/0068).
 * The OpenAPI document is mounted beside them, in src/app.ts, since it is made from the app.
 */
export { adminRoutes as "/admin" } from "./admin";
export { configRoutes as "/config" } from "./config";
export { contentRoutes as "/content" } from "./content";
export { couponRoutes as "/coupons" } from "./coupons";
export { healthRoutes as "/health" } from "./health";
export { myOrdersRoutes as "/my-orders" } from "./my-orders";
export { orderRoutes as "/orders" } from "./orders";
export { paypalRoutes as "/paypal" } from "./paypal";
export { quizRoutes as "/quiz" } from "./quiz";
export { storyRoutes as "/story" } from "./story";
export { tarotRoutes as "/tarot" } from "./tarot";
