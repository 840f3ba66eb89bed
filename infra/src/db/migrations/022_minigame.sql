-- The minigame economy (issue 13 §4–6, docs/minigame.md). Earned tokens are not stored: they follow from the
-- ledger's turnover per UTC day (a day's tokens become usable the next day). Stored are the spins of the prize
-- wheel and every token movement that is not earned: the cost of a spin (-1) and tokens won back (+n).
CREATE TABLE minigame_spins (
  id bigserial PRIMARY KEY,
  player_id int NOT NULL REFERENCES players(id) ON DELETE CASCADE,
  segment int NOT NULL,
  kind text NOT NULL CHECK (kind IN ('bonus', 'token', 'none')),
  amount bigint NOT NULL CHECK (amount >= 0),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX minigame_spins_player ON minigame_spins (player_id, id);

CREATE TABLE minigame_token_moves (
  id bigserial PRIMARY KEY,
  player_id int NOT NULL REFERENCES players(id) ON DELETE CASCADE,
  delta int NOT NULL,
  -- spin:<id>:cost or spin:<id>:prize; unique, so a movement is written once
  ref text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX minigame_token_moves_player ON minigame_token_moves (player_id);
