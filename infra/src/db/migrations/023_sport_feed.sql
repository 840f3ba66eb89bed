-- The simulated fixtures-and-odds feed (issue 14 §3–4, infra/src/sportsbook, docs/sportsbook.md "Feed").
-- An event has a live phase: not_started → live → finished. While live the feed moves `minute` and the scores;
-- the half-time score and the sides of the first and last goal (1 home, 2 away; NULL: no goal) are what the
-- settlement of the first-half, HT/FT and first/last goal markets needs. `suspend_ticks` counts the ticks the
-- event's markets stay suspended after a goal; `home_edge` is the home side's strength the simulation plays
-- with; a `scripted` event (made by operator/sports_feed) moves only when the operator says so. `settled_at`:
-- when every open bet on the finished event was settled.
ALTER TABLE sport_events ADD COLUMN phase text NOT NULL DEFAULT 'not_started'
  CHECK (phase IN ('not_started', 'live', 'finished'));
ALTER TABLE sport_events ADD COLUMN minute int NOT NULL DEFAULT 0;
ALTER TABLE sport_events ADD COLUMN home_score int NOT NULL DEFAULT 0;
ALTER TABLE sport_events ADD COLUMN away_score int NOT NULL DEFAULT 0;
ALTER TABLE sport_events ADD COLUMN ht_home_score int;
ALTER TABLE sport_events ADD COLUMN ht_away_score int;
ALTER TABLE sport_events ADD COLUMN first_scorer smallint CHECK (first_scorer IN (1, 2));
ALTER TABLE sport_events ADD COLUMN last_scorer smallint CHECK (last_scorer IN (1, 2));
ALTER TABLE sport_events ADD COLUMN ht_last_scorer smallint CHECK (ht_last_scorer IN (1, 2));
ALTER TABLE sport_events ADD COLUMN suspend_ticks int NOT NULL DEFAULT 0;
ALTER TABLE sport_events ADD COLUMN home_edge numeric(6, 3) NOT NULL DEFAULT 0;
ALTER TABLE sport_events ADD COLUMN scripted boolean NOT NULL DEFAULT false;
ALTER TABLE sport_events ADD COLUMN finished_at timestamptz;
ALTER TABLE sport_events ADD COLUMN settled_at timestamptz;
CREATE INDEX sport_events_phase ON sport_events(phase, starts_at);

-- A selection placed while its event was live remembers the minute and the score at that moment (NULL before
-- kick-off); the bet history shows it ("Live 1-0").
ALTER TABLE bet_selections ADD COLUMN live_minute int;
ALTER TABLE bet_selections ADD COLUMN live_home_score int;
ALTER TABLE bet_selections ADD COLUMN live_away_score int;
CREATE INDEX bet_selections_selection ON bet_selections(selection_id);
