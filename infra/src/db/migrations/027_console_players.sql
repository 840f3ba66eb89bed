-- The operator console's players section (issue 17 §6): per-role limits of money actions and the bonuses staff
-- send. The routes: infra/src/console/routes-players.ts; the rules: docs/operations.md "Players".

-- How much one action of a role may move, in minor units: NULL = no limit; a role without a row may not do
-- the action at all. Data, not code: change a limit with an UPDATE (it is read on every bonus).
CREATE TABLE console_action_limits (
  role text NOT NULL CHECK (role IN ('owner', 'release_manager', 'cashier', 'content_editor', 'support')),
  action text NOT NULL,
  max_amount bigint CHECK (max_amount >= 0),
  PRIMARY KEY (role, action)
);
INSERT INTO console_action_limits (role, action, max_amount) VALUES
  ('owner', 'players.bonus', NULL),
  ('support', 'players.bonus', 5000);

-- A bonus a staff member sent: credited once per idempotency key (a replay answers the first bonus; the same key
-- for another player or amount is refused), under the wallet lock, as the ledger's `bonus` row `console-bonus:<id>`.
CREATE TABLE console_bonuses (
  id bigserial PRIMARY KEY,
  idempotency_key text NOT NULL UNIQUE,
  player_id int NOT NULL REFERENCES players(id) ON DELETE CASCADE,
  amount bigint NOT NULL CHECK (amount > 0),
  reason text NOT NULL,
  staff_id bigint NOT NULL REFERENCES console_staff(id),
  inbox_id int REFERENCES inbox(inbox_id) ON DELETE SET NULL,
  balance_after bigint NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX console_bonuses_player ON console_bonuses(player_id, created_at);
