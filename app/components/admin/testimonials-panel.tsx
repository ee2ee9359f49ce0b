/**
 * Content (docs/product/screens.md, Admin dashboard): the customers' testimonials on / and /tarot
 * and the founder note. Add or edit a testimonial, record the customer's consent (the day and how
 * they agreed), publish it, hide it; write, publish or hide the founder note. Nothing shows on the
 * pages until it is published, and a testimonial cannot be published without its consent.
 */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useId, useState } from "react";
import type { TestimonialPage } from "../../../src/shared/statuses";
import { TESTIMONIAL_PAGES } from "../../../src/shared/statuses";
import { toast } from "../../hooks/use-toast";
import type { AdminFounderNote, AdminTestimonialRow } from "../../lib/api-types";
import { adminKeys } from "./admin-api";
import {
  contentKeys,
  createTestimonial,
  fetchFounderNote,
  fetchTestimonials,
  saveFounderNote,
  setFounderNoteStatus,
  setTestimonialStatus,
  type TestimonialDraft,
  updateTestimonial,
} from "./content-api";
import { type Column, DataTable, RowTitle } from "./data-table";
import { errorMessage } from "./format";
import {
  ErrorNote,
  InputField,
  primaryButton,
  rowButton,
  SelectField,
  StatusBadge,
  secondaryButton,
  TextArea,
} from "./ui";

const PAGE_LABELS: Record<TestimonialPage, string> = { home: "Landing page (/)", tarot: "Tarot page (/tarot)" };

type FormState = {
  page: TestimonialPage;
  quote: string;
  name: string;
  detail: string;
  consentAt: string;
  consentNote: string;
  rating: RatingChoice;
  position: string;
};

const RATING_CHOICES = ["none", "5", "4", "3", "2", "1"] as const;
type RatingChoice = (typeof RATING_CHOICES)[number];
const RATING_LABELS: Record<RatingChoice, string> = {
  none: "No rating given",
  "5": "5 stars",
  "4": "4 stars",
  "3": "3 stars",
  "2": "2 stars",
  "1": "1 star",
};

const EMPTY_FORM: FormState = {
  page: "home",
  quote: "",
  name: "",
  detail: "",
  consentAt: "",
  consentNote: "",
  rating: "none",
  position: "0",
};

function toForm(row: AdminTestimonialRow): FormState {
  return {
    page: row.page,
    quote: row.quote,
    name: row.name,
    detail: row.detail,
    consentAt: row.consent_at ?? "",
    consentNote: row.consent_note ?? "",
    rating: row.rating === null ? "none" : (String(row.rating) as RatingChoice),
    position: String(row.position),
  };
}

/** The form as the API's input: blank consent fields are "not recorded yet". */
export function toTestimonialDraft(form: FormState): TestimonialDraft {
  return {
    page: form.page,
    quote: form.quote,
    name: form.name,
    detail: form.detail,
    consentAt: form.consentAt || null,
    consentNote: form.consentNote.trim() || null,
    rating: form.rating === "none" ? null : Number(form.rating),
    position: form.position.trim() === "" ? 0 : Number(form.position),
  };
}

/** Every list a content change can touch: the testimonials, the founder note and the audit log. */
function useInvalidateContent() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: contentKeys.testimonials }),
      queryClient.invalidateQueries({ queryKey: contentKeys.founderNote }),
      queryClient.invalidateQueries({ queryKey: adminKeys.audit }),
    ]);
}

function TestimonialForm({
  adminKey,
  editing,
  onDone,
}: {
  adminKey: string;
  editing: AdminTestimonialRow | null;
  onDone: () => void;
}) {
  const [form, setForm] = useState<FormState>(editing ? toForm(editing) : EMPTY_FORM);
  const invalidate = useInvalidateContent();
  const id = useId();
  const save = useMutation({
    mutationFn: (draft: TestimonialDraft) =>
      editing ? updateTestimonial(adminKey, editing.id, draft) : createTestimonial(adminKey, draft),
    onSuccess: ({ testimonial }) => {
      toast({
        title: editing ? "Testimonial saved" : "Testimonial added as a draft",
        description: `${testimonial.name} · ${testimonial.detail}`,
      });
      setForm(EMPTY_FORM);
      onDone();
      void invalidate();
    },
    onError: () => void invalidate(),
  });
  const set = <K extends keyof FormState>(key: K, value: FormState[K]) => setForm((f) => ({ ...f, [key]: value }));
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    save.mutate(toTestimonialDraft(form));
  };
  const today = new Date().toISOString().slice(0, 10);
  return (
    <form
      onSubmit={onSubmit}
      aria-labelledby={`${id}-title`}
      className="grid gap-4 rounded-xl border border-night-700 bg-night-900/70 p-4"
    >
      <h3 id={`${id}-title`} className="text-lg text-gold-300">
        {editing ? `Edit testimonial from ${editing.name}` : "New testimonial"}
      </h3>
      <p className="text-sm text-mist">
        Only a real customer’s words, with their permission. Record when and how they agreed: a testimonial can be
        published only with its consent on record.
      </p>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <SelectField
          id={`${id}-page`}
          label="Shown on"
          value={form.page}
          options={TESTIMONIAL_PAGES}
          labels={PAGE_LABELS}
          onChange={(page) => set("page", page)}
        />
        <InputField
          id={`${id}-name`}
          label="First name"
          required
          maxLength={40}
          value={form.name}
          onChange={(value) => set("name", value)}
        />
        <InputField
          id={`${id}-detail`}
          label="Detail (product or spread)"
          required
          maxLength={80}
          value={form.detail}
          onChange={(value) => set("detail", value)}
        />
        <SelectField
          id={`${id}-rating`}
          label="Stars the customer gave"
          value={form.rating}
          options={RATING_CHOICES}
          labels={RATING_LABELS}
          onChange={(value) => set("rating", value)}
        />
        <InputField
          id={`${id}-position`}
          label="Position (lower first)"
          type="number"
          min={0}
          max={999}
          step={1}
          inputMode="numeric"
          value={form.position}
          onChange={(value) => set("position", value)}
        />
      </div>
      <TextArea
        id={`${id}-quote`}
        label="Quote, in the customer’s words"
        required
        maxLength={600}
        value={form.quote}
        onChange={(value) => set("quote", value)}
      />
      <div className="grid gap-4 sm:grid-cols-[auto_1fr]">
        <InputField
          id={`${id}-consent-at`}
          label="Consent given on"
          type="date"
          max={today}
          value={form.consentAt}
          onChange={(value) => set("consentAt", value)}
        />
        <InputField
          id={`${id}-consent-note`}
          label="How they agreed"
          maxLength={300}
          hint="For example: they replied yes to our email of 2 May."
          value={form.consentNote}
          onChange={(value) => set("consentNote", value)}
        />
      </div>
      {save.isError ? (
        <p role="alert" className="rounded-lg border border-danger/60 bg-[#3a0d1a] p-3 text-sm text-parchment">
          Could not save the testimonial: {errorMessage(save.error)}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <button type="submit" className={primaryButton} disabled={save.isPending}>
          {save.isPending ? "Saving…" : editing ? "Save changes" : "Add testimonial"}
        </button>
        {editing ? (
          <button type="button" className={secondaryButton} onClick={onDone}>
            Cancel
          </button>
        ) : null}
      </div>
    </form>
  );
}

function consentText(row: AdminTestimonialRow): string {
  return row.consent_at && row.consent_note ? `${row.consent_at}: ${row.consent_note}` : "Not recorded";
}

function TestimonialsList({ adminKey, onEdit }: { adminKey: string; onEdit: (row: AdminTestimonialRow) => void }) {
  const invalidate = useInvalidateContent();
  const list = useQuery({ queryKey: contentKeys.testimonials, queryFn: () => fetchTestimonials(adminKey) });
  const change = useMutation({
    mutationFn: ({ id, action }: { id: string; action: "publish" | "hide" }) =>
      setTestimonialStatus(adminKey, id, action),
    onSuccess: ({ testimonial }) => {
      toast({
        title: testimonial.status === "published" ? "Testimonial published" : "Testimonial hidden",
        description: `${testimonial.name} · ${PAGE_LABELS[testimonial.page]}`,
      });
      void invalidate();
    },
    onError: (error) => {
      toast({ title: "Testimonial not changed", description: errorMessage(error), variant: "destructive" });
      void invalidate();
    },
  });
  const columns: Column<AdminTestimonialRow>[] = [
    { header: "Shown on", cell: (t) => PAGE_LABELS[t.page], className: "whitespace-nowrap" },
    { header: "Name", cell: (t) => t.name, inTitle: true },
    { header: "Quote", cell: (t) => `“${t.quote}”`, className: "max-w-md" },
    { header: "Detail", cell: (t) => t.detail },
    { header: "Consent", cell: consentText, className: "max-w-56" },
    { header: "Position", cell: (t) => t.position },
    { header: "Status", cell: (t) => <StatusBadge status={t.status} />, inTitle: true },
  ];
  if (list.isPending)
    return (
      <p role="status" className="text-mist">
        Loading…
      </p>
    );
  if (list.isError) return <ErrorNote title="Failed to fetch testimonials" error={list.error} />;
  return (
    <DataTable
      caption="Testimonials"
      rows={list.data.testimonials}
      columns={columns}
      rowKey={(t) => t.id}
      title={(t) => <RowTitle status={t.status}>{t.name}</RowTitle>}
      empty="No testimonials yet. The pages show none until you add and publish one."
      actions={(t) => (
        <>
          <button
            type="button"
            className={rowButton}
            aria-label={`Edit testimonial from ${t.name}`}
            onClick={() => onEdit(t)}
          >
            Edit
          </button>
          {t.status === "published" ? (
            <button
              type="button"
              className={rowButton}
              aria-label={`Hide testimonial from ${t.name}`}
              disabled={change.isPending && change.variables?.id === t.id}
              onClick={() => change.mutate({ id: t.id, action: "hide" })}
            >
              Hide
            </button>
          ) : (
            <button
              type="button"
              className={rowButton}
              aria-label={`Publish testimonial from ${t.name}`}
              disabled={change.isPending && change.variables?.id === t.id}
              onClick={() => change.mutate({ id: t.id, action: "publish" })}
            >
              Publish
            </button>
          )}
        </>
      )}
    />
  );
}

/** The founder note's paragraphs are written as one text, a blank line between paragraphs. */
export function toParagraphs(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
}

function FounderNoteEditor({ adminKey }: { adminKey: string }) {
  const note = useQuery({ queryKey: contentKeys.founderNote, queryFn: () => fetchFounderNote(adminKey) });
  if (note.isPending)
    return (
      <p role="status" className="text-mist">
        Loading…
      </p>
    );
  if (note.isError) return <ErrorNote title="Failed to fetch the founder note" error={note.error} />;
  // Keyed by the saved version, so the form starts again from what the server holds.
  return (
    <FounderNoteForm
      key={note.data.founderNote?.updated_at ?? "none"}
      adminKey={adminKey}
      saved={note.data.founderNote}
    />
  );
}

function FounderNoteForm({ adminKey, saved }: { adminKey: string; saved: AdminFounderNote | null }) {
  const id = useId();
  const invalidate = useInvalidateContent();
  const [text, setText] = useState(saved?.body?.paragraphs.join("\n\n") ?? "");
  const [name, setName] = useState(saved?.body?.name ?? "");
  const [role, setRole] = useState(saved?.body?.role ?? "Founder, Soulmate Stories");
  const save = useMutation({
    mutationFn: () => saveFounderNote(adminKey, { paragraphs: toParagraphs(text), name, role }),
    onSuccess: () => {
      toast({ title: "Founder note saved" });
      void invalidate();
    },
  });
  const change = useMutation({
    mutationFn: (action: "publish" | "hide") => setFounderNoteStatus(adminKey, action),
    onSuccess: ({ founderNote }) => {
      toast({ title: founderNote.status === "published" ? "Founder note published" : "Founder note hidden" });
      void invalidate();
    },
    onError: (error) =>
      toast({ title: "Founder note not changed", description: errorMessage(error), variant: "destructive" }),
  });
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    save.mutate();
  };
  return (
    <form
      onSubmit={onSubmit}
      aria-labelledby={`${id}-title`}
      className="grid gap-4 rounded-xl border border-night-700 bg-night-900/70 p-4"
    >
      <div className="flex flex-wrap items-center gap-3">
        <h3 id={`${id}-title`} className="text-lg text-gold-300">
          Founder note
        </h3>
        <StatusBadge status={saved ? saved.status : "not written"} />
      </div>
      <p className="text-sm text-mist">
        Shown on the landing page, and named in its structured data, only once published. Until then the section is left
        out.
      </p>
      <TextArea
        id={`${id}-text`}
        label="The note, in your own words"
        hint="A blank line starts a new paragraph (at most 6)."
        rows={8}
        required
        value={text}
        onChange={setText}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <InputField id={`${id}-name`} label="Name" required maxLength={60} value={name} onChange={setName} />
        <InputField id={`${id}-role`} label="Role" required maxLength={80} value={role} onChange={setRole} />
      </div>
      {save.isError ? (
        <p role="alert" className="rounded-lg border border-danger/60 bg-[#3a0d1a] p-3 text-sm text-parchment">
          Could not save the founder note: {errorMessage(save.error)}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <button type="submit" className={primaryButton} disabled={save.isPending}>
          {save.isPending ? "Saving…" : "Save note"}
        </button>
        {saved && saved.status !== "published" ? (
          <button
            type="button"
            className={secondaryButton}
            disabled={change.isPending}
            onClick={() => change.mutate("publish")}
          >
            Publish note
          </button>
        ) : null}
        {saved?.status === "published" ? (
          <button
            type="button"
            className={secondaryButton}
            disabled={change.isPending}
            onClick={() => change.mutate("hide")}
          >
            Hide note
          </button>
        ) : null}
      </div>
    </form>
  );
}

export function TestimonialsPanel({ adminKey }: { adminKey: string }) {
  const [editing, setEditing] = useState<AdminTestimonialRow | null>(null);
  return (
    <div className="grid gap-6">
      <TestimonialForm
        key={editing?.id ?? "new"}
        adminKey={adminKey}
        editing={editing}
        onDone={() => setEditing(null)}
      />
      <div className="grid gap-4">
        <h3 className="text-lg text-gold-300">Testimonials</h3>
        <TestimonialsList adminKey={adminKey} onEdit={setEditing} />
      </div>
      <FounderNoteEditor adminKey={adminKey} />
    </div>
  );
}
