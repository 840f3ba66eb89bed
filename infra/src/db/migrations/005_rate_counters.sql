-- Rate-limit counters shared by every API node (RATE_LIMIT_STORE=database; infra/src/security/rate-limit.ts):
-- one row per key and window; expired rows are restarted in place or removed by `npm run prune`.
CREATE TABLE IF NOT EXISTS rate_counters (
  key text PRIMARY KEY,
  reset_at timestamptz NOT NULL,
  count integer NOT NULL DEFAULT 0
);

CREATE INDEX IF NOT EXISTS rate_counters_reset_at ON rate_counters (reset_at);
