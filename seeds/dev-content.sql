-- Local development only (npm run db:seed, which npm run dev runs): sample testimonials and a
-- sample founder note, so / and /tarot show their sections while you work on them.
-- They are NOT real customers' words and say so on the page. Never applied to production,
-- where every testimonial and the founder note are written by the operator in /admin (Content)
-- with the customer's consent (docs/decisions/0040). INSERT OR IGNORE keeps your own local
-- edits: delete .wrangler/state to start over.
INSERT OR IGNORE INTO testimonials (id, page, quote, name, detail, consent_at, consent_note, rating, status, position)
VALUES
  ('00000000-0000-4000-8000-00000000c001', 'home', 'Sample quote for local development: a customer''s words about their Soulmate Story go here.', 'Sample', 'Sample for local development', NULL, NULL, 5, 'published', 0),
  ('00000000-0000-4000-8000-00000000c002', 'home', 'Sample quote for local development: a customer''s words about their AI Tarot Reading go here.', 'Sample', 'Sample for local development', NULL, NULL, NULL, 'published', 1),
  ('00000000-0000-4000-8000-00000000c003', 'tarot', 'Sample quote for local development: a reader''s words about their spread go here.', 'Sample', 'Sample for local development', NULL, NULL, 4, 'published', 0),
  ('00000000-0000-4000-8000-00000000c004', 'tarot', 'Sample quote for local development: a draft, not shown until published in /admin.', 'Sample', 'Sample for local development', NULL, NULL, NULL, 'draft', 1);

INSERT OR IGNORE INTO site_content (key, body, status)
VALUES (
  'founder_note',
  '{"paragraphs":["Sample founder note for local development. In production this section is empty until the operator writes and publishes their own note in /admin, under Content."],"name":"Sample founder","role":"Sample for local development"}',
  'published'
);
