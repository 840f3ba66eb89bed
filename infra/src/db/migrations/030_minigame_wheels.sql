-- A site's own prize wheel (docs/minigame.md "A site's own wheel"): the operator's segments in wheel order, each
-- {kind, amount, weight} (the API checks them: 2 to 12 segments, amounts and weights within bounds). A site without
-- a row spins the default wheel. Spins keep what they drew (minigame_spins), so a changed wheel changes no past spin.
CREATE TABLE minigame_wheels (
  site_id int PRIMARY KEY REFERENCES sites(id) ON DELETE CASCADE,
  prizes jsonb NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);
