-- Seamless wallet (issue 13): game providers, short-lived game tokens, provider rounds and transactions.

-- A game provider allowed to call the wallet API; `secret` keys the HMAC-SHA256 of every request.
CREATE TABLE providers (
  code text PRIMARY KEY CHECK (code ~ '^[A-Z0-9_]{2,16}$'),
  name text NOT NULL DEFAULT '',
  secret text NOT NULL CHECK (length(secret) >= 32),
  active boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- A game token of product/launch: one site, one session, one game; only its SHA-256 is stored.
CREATE TABLE game_tokens (
  token_hash text PRIMARY KEY,
  session_hash text NOT NULL,
  player_id int NOT NULL REFERENCES players(id) ON DELETE CASCADE,
  site_id int NOT NULL REFERENCES sites(id) ON DELETE CASCADE,
  provider_code text NOT NULL,
  game_code text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL
);
CREATE INDEX game_tokens_session ON game_tokens(session_hash);

-- A round of a provider: open while bets come in; closed by its (single) win.
CREATE TABLE provider_rounds (
  provider_code text NOT NULL,
  round_id text NOT NULL,
  player_id int NOT NULL REFERENCES players(id) ON DELETE CASCADE,
  game_code text NOT NULL,
  status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'closed')),
  created_at timestamptz NOT NULL DEFAULT now(),
  closed_at timestamptz,
  PRIMARY KEY (provider_code, round_id)
);

-- Every transaction a provider sent, with the answer it got: a repeat answers the same and moves nothing.
-- A rollback of a bet not seen yet is kept (kind 'rollback', ref_transaction_id) so the late bet is refused.
CREATE TABLE provider_transactions (
  provider_code text NOT NULL,
  transaction_id text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('bet', 'win', 'rollback')),
  round_id text NOT NULL,
  player_id int NOT NULL REFERENCES players(id) ON DELETE CASCADE,
  amount bigint NOT NULL DEFAULT 0,
  ref_transaction_id text,
  status text NOT NULL CHECK (status IN ('accepted', 'refused', 'rolled_back')),
  body_hash text NOT NULL,
  answer jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (provider_code, transaction_id)
);
CREATE INDEX provider_transactions_round ON provider_transactions(provider_code, round_id);

-- The house provider's games in the catalogue (infra/src/provider/house); art is drawn by /art/games/<code>.svg.
INSERT INTO games (provider_code, game_code, game_name, game_type, category, game_image, is_hot, is_new, popularity)
VALUES
  ('HOUSE', 'HOUSE-SLOT-001', 'Jade Lantern Reels', 'SLOTS', 'slot_game', '/art/games/HOUSE-SLOT-001.svg', false, true, 1100),
  ('HOUSE', 'HOUSE-CRASH-001', 'Paper Kite Crash', 'CRASH', 'crash', '/art/games/HOUSE-CRASH-001.svg', false, true, 1100),
  ('HOUSE', 'HOUSE-HASH-001', 'Hash Big or Small', 'HASH', 'hash_game', '/art/games/HOUSE-HASH-001.svg', false, true, 1100)
ON CONFLICT (game_code) DO NOTHING;

-- The house provider's own state (infra/src/provider/house): hash chains committed before play, and rounds.
CREATE TABLE house_chains (
  id serial PRIMARY KEY,
  game_code text NOT NULL,
  salt text NOT NULL,
  top_seed text NOT NULL,
  length int NOT NULL CHECK (length > 0),
  terminating_hash text NOT NULL,
  next_index int NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX house_chains_game ON house_chains(game_code, id);
CREATE TABLE house_rounds (
  round_id text PRIMARY KEY,
  game_code text NOT NULL,
  stake bigint NOT NULL,
  payout bigint NOT NULL DEFAULT 0,
  status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'settled', 'refused', 'rolled_back')),
  chain_id int REFERENCES house_chains(id),
  chain_index int,
  detail jsonb NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL DEFAULT now(),
  settled_at timestamptz
);
