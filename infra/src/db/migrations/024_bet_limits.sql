-- Per-site sportsbook stake limits (issue 14 §5): a bet's stake must lie within the player's site's limits.
-- The defaults are the API's own bounds (1.00 to 1,000,000.00 in minor units); an operator narrows them per site
-- (operator/site_bet_limits).
ALTER TABLE sites ADD COLUMN bet_min bigint NOT NULL DEFAULT 100 CHECK (bet_min >= 100);
ALTER TABLE sites ADD COLUMN bet_max bigint NOT NULL DEFAULT 100000000 CHECK (bet_max <= 100000000);
ALTER TABLE sites ADD CONSTRAINT sites_bet_range CHECK (bet_min <= bet_max);
