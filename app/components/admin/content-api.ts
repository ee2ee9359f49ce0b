/**
 * The Content tab's calls to /api/admin: testimonials and the founder note (docs/product/api.md,
 * Admin), with the stored key in x-admin-key and the error rule of docs/product/rules.md (Client defaults).
 */
import type { FounderNote, TestimonialInput } from "../../../src/shared/schemas";
import { api } from "../../lib/api-client";
import type { AdminFounderNote, AdminTestimonialRow } from "../../lib/api-types";
import { ADMIN_QUERY_ROOT, send, withKey } from "./admin-api";

export const contentKeys = {
  testimonials: [ADMIN_QUERY_ROOT, "testimonials"] as const,
  founderNote: [ADMIN_QUERY_ROOT, "founder-note"] as const,
};

/** What the form sends: the server fills in the defaults. */
export type TestimonialDraft = Omit<TestimonialInput, "position"> & { position: number };

export const fetchTestimonials = (key: string) =>
  send<{ testimonials: AdminTestimonialRow[] }>(api.api.admin.testimonials.$get(undefined, withKey(key)));

export const createTestimonial = (key: string, input: TestimonialDraft) =>
  send<{ testimonial: AdminTestimonialRow }>(api.api.admin.testimonials.$post({ json: input }, withKey(key)));

export const updateTestimonial = (key: string, id: string, input: TestimonialDraft) =>
  send<{ testimonial: AdminTestimonialRow }>(
    api.api.admin.testimonials[":id"].$put({ param: { id }, json: input }, withKey(key)),
  );

export const setTestimonialStatus = (key: string, id: string, action: "publish" | "hide") =>
  send<{ testimonial: AdminTestimonialRow }>(
    action === "publish"
      ? api.api.admin.testimonials[":id"].publish.$post({ param: { id } }, withKey(key))
      : api.api.admin.testimonials[":id"].hide.$post({ param: { id } }, withKey(key)),
  );

export const fetchFounderNote = (key: string) =>
  send<{ founderNote: AdminFounderNote | null }>(api.api.admin.content["founder-note"].$get(undefined, withKey(key)));

export const saveFounderNote = (key: string, note: FounderNote) =>
  send<{ founderNote: AdminFounderNote }>(api.api.admin.content["founder-note"].$put({ json: note }, withKey(key)));

export const setFounderNoteStatus = (key: string, action: "publish" | "hide") =>
  send<{ founderNote: AdminFounderNote }>(
    action === "publish"
      ? api.api.admin.content["founder-note"].publish.$post(undefined, withKey(key))
      : api.api.admin.content["founder-note"].hide.$post(undefined, withKey(key)),
  );
