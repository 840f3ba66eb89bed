-- Responsible gaming and compliance (issue 10 §5–8): per-site compliance settings, deposit limits with a
-- cooling-off, time-out and self-exclusion (self-exclusion bound to the phone across the operator's sites),
-- the reality check's server-side session clock, session devices and sign-in history, the VIP ladder's benefits.
-- docs/responsible-gaming.md describes the rules.

-- §7 Compliance settings per site, as data. Sites of one operator share `operator_code` (self-exclusion spans them).
ALTER TABLE sites ADD COLUMN operator_code text NOT NULL DEFAULT 'default';
ALTER TABLE sites ADD COLUMN min_age int NOT NULL DEFAULT 18 CHECK (min_age BETWEEN 18 AND 25);
ALTER TABLE sites ADD COLUMN age_confirmation boolean NOT NULL DEFAULT false;
ALTER TABLE sites ADD COLUMN withdrawal_cancel boolean NOT NULL DEFAULT true;
-- Texts per language code (EN, PHP, CN) the footer shows.
ALTER TABLE sites ADD COLUMN rg_tagline jsonb NOT NULL DEFAULT '{}';
ALTER TABLE sites ADD COLUMN rg_helpline text NOT NULL DEFAULT '';
ALTER TABLE sites ADD COLUMN reality_check_default int NOT NULL DEFAULT 0 CHECK (reality_check_default IN (0, 30, 60));

-- §6 A player's own settings: reality-check interval (NULL = the site's default) and an active exclusion.
CREATE TABLE rg_settings (
  player_id int PRIMARY KEY REFERENCES players(id) ON DELETE CASCADE,
  reality_check int CHECK (reality_check IN (0, 30, 60)),
  excluded_kind text CHECK (excluded_kind IN ('time_out', 'self_exclusion')),
  excluded_until timestamptz
);

-- §6 Deposit limits per rolling period. A decrease applies at once; an increase or a removal waits in
-- pending_* until pending_at (24 hours later), when it becomes the limit (applied on the next read).
CREATE TABLE deposit_limits (
  player_id int NOT NULL REFERENCES players(id) ON DELETE CASCADE,
  period text NOT NULL CHECK (period IN ('day', 'week', 'month')),
  amount bigint CHECK (amount > 0),
  pending boolean NOT NULL DEFAULT false,
  pending_amount bigint CHECK (pending_amount > 0),
  pending_at timestamptz,
  PRIMARY KEY (player_id, period)
);

-- §6 Self-exclusion by phone across every site of an operator: a sister site refuses sign-up and sign-in.
CREATE TABLE rg_exclusions (
  id serial PRIMARY KEY,
  operator_code text NOT NULL,
  phone text NOT NULL,
  player_id int REFERENCES players(id) ON DELETE SET NULL,
  ends_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX rg_exclusions_phone ON rg_exclusions(operator_code, phone, ends_at);

-- §6 Every responsible-gaming or compliance change, by the player, the operator or the system (a pending limit
-- coming into force). Rows are never updated (a trigger refuses); they leave only with their player or site.
CREATE TABLE rg_audit (
  id bigserial PRIMARY KEY,
  at timestamptz NOT NULL DEFAULT now(),
  site_id int REFERENCES sites(id) ON DELETE CASCADE,
  player_id int REFERENCES players(id) ON DELETE CASCADE,
  actor text NOT NULL CHECK (actor IN ('player', 'operator', 'system')),
  action text NOT NULL,
  detail jsonb NOT NULL DEFAULT '{}'
);
CREATE INDEX rg_audit_player ON rg_audit(player_id, at);
CREATE FUNCTION rg_audit_append_only() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'rg_audit is append-only'; END $$;
CREATE TRIGGER rg_audit_no_update BEFORE UPDATE ON rg_audit FOR EACH ROW EXECUTE FUNCTION rg_audit_append_only();

-- §5 Sessions remember their device and address and when they were last used; §6 the reality check counts the
-- checks the player acknowledged in this session (the clock is the session's own, on the server).
ALTER TABLE sessions ADD COLUMN IF NOT EXISTS user_agent text NOT NULL DEFAULT '';
ALTER TABLE sessions ADD COLUMN IF NOT EXISTS ip text NOT NULL DEFAULT '';
ALTER TABLE sessions ADD COLUMN IF NOT EXISTS last_seen_at timestamptz NOT NULL DEFAULT now();
ALTER TABLE sessions ADD COLUMN IF NOT EXISTS rc_acknowledged int NOT NULL DEFAULT 0;

-- §5 Sign-in attempts, successes and failures (player_id is NULL when no such account exists).
CREATE TABLE sign_ins (
  id bigserial PRIMARY KEY,
  at timestamptz NOT NULL DEFAULT now(),
  site_id int NOT NULL REFERENCES sites(id) ON DELETE CASCADE,
  player_id int REFERENCES players(id) ON DELETE CASCADE,
  method text NOT NULL,
  outcome text NOT NULL,
  ip text NOT NULL DEFAULT '',
  user_agent text NOT NULL DEFAULT ''
);
CREATE INDEX sign_ins_player ON sign_ins(player_id, at);

-- §8 What each VIP level gives (rebate %, daily withdrawal cap, birthday bonus, account manager).
ALTER TABLE vip_levels ADD COLUMN benefits jsonb NOT NULL DEFAULT '{}';
