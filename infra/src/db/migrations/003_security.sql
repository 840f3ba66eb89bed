-- Security hardening (issue 9, sec-auth): operator audit trail, TAC binding and lock-outs, SMS budget,
-- registration challenges. (004 and 005 are taken by other work.)

-- §10 Every operator call: who, what, when, from where, before and after. Append-only: the trigger below
-- refuses UPDATE, DELETE and TRUNCATE, so not even the application's own role can rewrite history.
CREATE TABLE operator_audit (
  id bigserial PRIMARY KEY,
  at timestamptz NOT NULL DEFAULT now(),
  actor text NOT NULL,
  ip text NOT NULL,
  action text NOT NULL,
  target text NOT NULL DEFAULT '',
  request jsonb NOT NULL DEFAULT '{}',
  before jsonb,
  after jsonb,
  outcome text NOT NULL
);
CREATE INDEX operator_audit_at ON operator_audit(at, id);
CREATE INDEX operator_audit_action ON operator_audit(action, at);
CREATE FUNCTION operator_audit_append_only() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'operator_audit is append-only'; END $$;
CREATE TRIGGER operator_audit_no_change BEFORE UPDATE OR DELETE ON operator_audit
  FOR EACH ROW EXECUTE FUNCTION operator_audit_append_only();
CREATE TRIGGER operator_audit_no_truncate BEFORE TRUNCATE ON operator_audit
  FOR EACH STATEMENT EXECUTE FUNCTION operator_audit_append_only();

-- §9 A TAC code is bound to the request that asked for it: the requester gets a random handle (stored hashed)
-- that the check must present.
ALTER TABLE tac_codes ADD COLUMN request_hash text NOT NULL DEFAULT '';
-- §9 Escalating lock-out after repeated locked codes of one account and purpose.
CREATE TABLE tac_lockouts (
  site_id int NOT NULL REFERENCES sites(id) ON DELETE CASCADE,
  account_id text NOT NULL,
  purpose text NOT NULL,
  strikes int NOT NULL DEFAULT 0,
  last_strike_at timestamptz NOT NULL DEFAULT now(),
  locked_until timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (site_id, account_id, purpose)
);

-- §6 SMS pumping: a daily message budget per site; destinations are counted from the outbox.
ALTER TABLE sites ADD COLUMN sms_daily_budget int NOT NULL DEFAULT 2000 CHECK (sms_daily_budget >= 0);
CREATE INDEX outbox_destination ON outbox(destination, created_at);
CREATE INDEX outbox_site_day ON outbox(site_id, created_at);
-- §6 Proof-of-work challenges for registration codes: issued, solved once, expiring.
CREATE TABLE pow_challenges (
  id text PRIMARY KEY,
  site_id int NOT NULL REFERENCES sites(id) ON DELETE CASCADE,
  difficulty int NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX pow_challenges_expiry ON pow_challenges(expires_at);
