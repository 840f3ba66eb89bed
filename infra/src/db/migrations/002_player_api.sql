-- Player API (issue 3): refunds, idempotency per call, once-only ledger effects, TAC delivery, missions.

-- A voided bet gives its stake back as a 'refund' movement.
ALTER TABLE ledger DROP CONSTRAINT IF EXISTS ledger_kind_check;
ALTER TABLE ledger ADD CONSTRAINT ledger_kind_check
  CHECK (kind IN ('deposit', 'withdrawal_hold', 'release', 'settle', 'bet', 'win', 'bonus', 'adjustment', 'refund'));
ALTER TABLE ledger ADD CONSTRAINT ledger_amount_sign CHECK (
  (kind IN ('deposit', 'release', 'win', 'bonus', 'refund') AND amount > 0)
  OR (kind IN ('withdrawal_hold', 'bet') AND amount < 0)
  OR kind IN ('settle', 'adjustment'));
-- Nothing is applied twice: each business reference (pay:12, bet:7, win:7, inbox:3, …) moves money once per player.
CREATE UNIQUE INDEX ledger_once ON ledger(player_id, kind, ref) WHERE ref <> '';

-- The idempotency record remembers which call it answered.
ALTER TABLE idempotency ADD COLUMN path text NOT NULL DEFAULT '';

ALTER TABLE payment_requests ADD COLUMN reference text NOT NULL DEFAULT '';
ALTER TABLE payment_requests ADD COLUMN note text NOT NULL DEFAULT '';
CREATE INDEX payment_requests_player ON payment_requests(player_id, created_at);
CREATE INDEX payment_requests_status ON payment_requests(status, kind);

ALTER TABLE players ADD COLUMN attribution jsonb NOT NULL DEFAULT '{}';
ALTER TABLE players ADD COLUMN password_changed_at timestamptz;
CREATE INDEX players_referrer ON players(site_id, referrer_code);
-- Account names are unique per site regardless of case (sign-in is case-insensitive).
CREATE UNIQUE INDEX players_account_ci ON players(site_id, lower(account_id));

-- A demo payment gateway confirms deposits at once; real sites wait for the operator (or the gateway callback).
ALTER TABLE sites ADD COLUMN auto_approve_deposits boolean NOT NULL DEFAULT false;
ALTER TABLE sites ADD COLUMN support_email text NOT NULL DEFAULT '';
ALTER TABLE sites ADD COLUMN support_phone text NOT NULL DEFAULT '';

-- Notifier outbox: where the message goes and why (a relay worker delivers rows to SMS / e-mail).
ALTER TABLE outbox ADD COLUMN destination text NOT NULL DEFAULT '';
ALTER TABLE outbox ADD COLUMN purpose text NOT NULL DEFAULT '';
CREATE INDEX outbox_account ON outbox(account_id, id);

ALTER TABLE bets ADD COLUMN settled_at timestamptz;
ALTER TABLE bets ADD COLUMN potential_payout bigint NOT NULL DEFAULT 0;
CREATE INDEX bets_player ON bets(player_id, placed_at);
CREATE INDEX bet_selections_bet ON bet_selections(bet_id);

ALTER TABLE ad_visits ADD COLUMN visitor_id text NOT NULL DEFAULT '';

-- Missions: targets per period measured from the ledger; a reward is claimed once per period.
CREATE TABLE missions (
  id serial PRIMARY KEY,
  site_id int NOT NULL REFERENCES sites(id) ON DELETE CASCADE,
  code text NOT NULL,
  title text NOT NULL,
  metric text NOT NULL CHECK (metric IN ('deposit', 'turnover', 'bets')),
  period text NOT NULL CHECK (period IN ('daily', 'weekly')),
  target bigint NOT NULL CHECK (target > 0),
  reward bigint NOT NULL CHECK (reward >= 0),
  UNIQUE (site_id, code)
);
CREATE TABLE mission_claims (
  mission_id int NOT NULL REFERENCES missions(id) ON DELETE CASCADE,
  player_id int NOT NULL REFERENCES players(id) ON DELETE CASCADE,
  period_key text NOT NULL,
  claimed_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (mission_id, player_id, period_key)
);
