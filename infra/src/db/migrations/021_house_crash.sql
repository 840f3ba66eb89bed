-- The house crash game (docs/provider.md): a round runs for a while after its bet, so the house server keeps whose
-- it is (the wallet's opaque player id, P<n>: a player who comes back with a new game token resumes it) and when its
-- payout was fixed (a running round has none; the cash-out, the auto cash-out or the crash fixes it once).
ALTER TABLE house_rounds ADD COLUMN player_ref text;
ALTER TABLE house_rounds ADD COLUMN decided_at timestamptz;
-- one running crash round per player (a start while one runs is refused)
CREATE UNIQUE INDEX house_rounds_running_crash ON house_rounds (player_ref)
  WHERE status = 'open' AND decided_at IS NULL AND player_ref IS NOT NULL;
