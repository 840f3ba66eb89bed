-- Issue 9 (platform hardening).
-- 9.3: the sportsbook prices bets from its own data. An event has markets (a bet type and its line), a market
-- has selections with the current price. `price_version` increases with every price change, so a bet names the
-- price it saw and is refused when it moved. Until a live feed writes these tables, the demo seed fills them.
CREATE TABLE sport_events (
  id serial PRIMARY KEY,
  sport text NOT NULL,
  league text NOT NULL,
  home_team text NOT NULL,
  away_team text NOT NULL,
  names jsonb NOT NULL DEFAULT '{}',
  starts_at timestamptz NOT NULL,
  status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'suspended', 'closed'))
);
CREATE INDEX sport_events_starts ON sport_events(starts_at);
CREATE TABLE sport_markets (
  id serial PRIMARY KEY,
  event_id int NOT NULL REFERENCES sport_events(id) ON DELETE CASCADE,
  bet_type text NOT NULL,
  criteria1 text NOT NULL DEFAULT '',
  status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'suspended', 'closed')),
  UNIQUE (event_id, bet_type, criteria1)
);
CREATE TABLE sport_selections (
  id serial PRIMARY KEY,
  market_id int NOT NULL REFERENCES sport_markets(id) ON DELETE CASCADE,
  home_away int NOT NULL CHECK (home_away IN (1, 2, 3)),
  label text NOT NULL,
  odds numeric(10, 3) NOT NULL CHECK (odds >= 1.01 AND odds <= 1000),
  price_version int NOT NULL DEFAULT 1,
  price_updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (market_id, home_away)
);
-- A placed selection remembers what it was placed on and at which price (older seeded bets have neither).
ALTER TABLE bet_selections ADD COLUMN selection_id int REFERENCES sport_selections(id);
ALTER TABLE bet_selections ADD COLUMN odds numeric(10, 3);

-- 9.7: SHA-384 of every file of a published remote build (file → 'sha384-<base64>'), recorded at publish time.
ALTER TABLE remote_builds ADD COLUMN integrity jsonb;
