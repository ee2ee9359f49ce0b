-- Local development only (npm run dev runs this after the migrations).
-- Never applied to production, where coupons are rows the operator adds to the coupons table.
-- INSERT OR IGNORE keeps it safe to run on every start.
INSERT OR IGNORE INTO coupons (code, kind, value, product_scope, max_redemptions, per_email_limit, active, note)
VALUES
  ('SOULMATE-FREE', 'free', 0, 'soulmate', NULL, NULL, 1, 'Dev: free Soulmate Stories order, unlimited'),
  ('TAROT-FREE', 'free', 0, 'tarot_reading', NULL, NULL, 1, 'Dev: free AI Tarot Reading, unlimited');
