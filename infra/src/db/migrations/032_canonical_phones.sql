-- Phone numbers in one canonical form (docs/responsible-gaming.md "Phone numbers", infra/src/api/domain/phone.ts):
-- the international number as digits, country code first. Until now a number was stored as the digits typed, so
-- "09051401459" and "639051401459" were two phones and a self-exclusion of one did not bind the other. This
-- rewrites the stored numbers once, read in the market of their site's currency as phone.ts reads a typed one
-- (the '+' of an older row is lost, so its digits are read as typed without it): players.contact_phone,
-- rg_exclusions.phone (through the excluded player's site; a row whose player is gone keeps its digits) and the
-- SMS destinations of the last day in outbox (the window the per-number limits count). From now on the API
-- writes the canonical form and canonicalises every typed number before comparing.
CREATE TEMP TABLE phone_plans (currency text PRIMARY KEY, cc text NOT NULL, mobile text NOT NULL) ON COMMIT DROP;
INSERT INTO phone_plans VALUES
  ('PHP', '63', '^9[0-9]{9}$'),
  ('IDR', '62', '^8[0-9]{7,11}$'),
  ('MMK', '95', '^9[0-9]{7,9}$'),
  ('MNT', '976', '^[5-9][0-9]{7}$'),
  ('CNY', '86', '^1[0-9]{10}$');
CREATE FUNCTION pg_temp.canonical_phone(raw text, cc text, mobile text) RETURNS text LANGUAGE sql IMMUTABLE AS $$ SELECT CASE WHEN d LIKE '00%' THEN substr(d, 3) WHEN d LIKE '0%' THEN cc || substr(d, 2) WHEN d LIKE cc || '%' AND substr(d, length(cc) + 1) ~ mobile THEN d WHEN d ~ mobile THEN cc || d ELSE d END FROM (SELECT regexp_replace(raw, '\D', '', 'g') AS d) x $$;
UPDATE rg_exclusions e SET phone = pg_temp.canonical_phone(e.phone, m.cc, m.mobile)
  FROM players p JOIN sites s ON s.id = p.site_id JOIN phone_plans m ON m.currency = upper(s.currency)
 WHERE p.id = e.player_id AND e.phone <> pg_temp.canonical_phone(e.phone, m.cc, m.mobile);
UPDATE players p SET contact_phone = pg_temp.canonical_phone(p.contact_phone, m.cc, m.mobile)
  FROM sites s JOIN phone_plans m ON m.currency = upper(s.currency)
 WHERE s.id = p.site_id AND p.contact_phone <> '' AND p.contact_phone <> pg_temp.canonical_phone(p.contact_phone, m.cc, m.mobile);
UPDATE outbox o SET destination = pg_temp.canonical_phone(o.destination, m.cc, m.mobile)
  FROM sites s JOIN phone_plans m ON m.currency = upper(s.currency)
 WHERE s.id = o.site_id AND o.channel = 'sms' AND o.created_at > now() - interval '1 day'
   AND o.destination <> pg_temp.canonical_phone(o.destination, m.cc, m.mobile);
DROP FUNCTION pg_temp.canonical_phone(text, text, text);
