-- The house game server keeps an open round's game token until the round is closed, so the sweeper can pay a win
-- (or roll back a bet) whose answer was lost. The token is cleared when the round closes.
ALTER TABLE house_rounds ADD COLUMN token text;
CREATE INDEX house_rounds_open ON house_rounds (created_at) WHERE status = 'open';
