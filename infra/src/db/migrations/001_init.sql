-- Sites, their content and enabled remotes
CREATE TABLE sites (
  id serial PRIMARY KEY,
  domain_name text NOT NULL UNIQUE,
  external_id text NOT NULL,
  site_name text NOT NULL,
  currency text NOT NULL DEFAULT 'PHP',
  theme_code text NOT NULL,
  theme_color text NOT NULL,
  logo1 text NOT NULL DEFAULT '',
  logo2 text NOT NULL DEFAULT '',
  logo3 text NOT NULL DEFAULT '',
  logo_text text NOT NULL DEFAULT '',
  status int NOT NULL DEFAULT 1,
  expired_date date,
  android_sub text NOT NULL DEFAULT '',
  ios_sub text NOT NULL DEFAULT '',
  language text NOT NULL DEFAULT 'EN',
  aff_domain text NOT NULL DEFAULT '',
  chat_id text NOT NULL DEFAULT '',
  chat_image_id text NOT NULL DEFAULT '',
  is_maintenance boolean NOT NULL DEFAULT false,
  maintenance_start timestamptz,
  maintenance_end timestamptz,
  menu jsonb NOT NULL DEFAULT '[]',
  game_menu jsonb NOT NULL DEFAULT '[]',
  min_withdrawal bigint NOT NULL DEFAULT 10000,
  max_withdrawal bigint NOT NULL DEFAULT 5000000,
  min_deposit bigint NOT NULL DEFAULT 10000,
  max_deposit bigint NOT NULL DEFAULT 10000000,
  turnover_multiplier numeric NOT NULL DEFAULT 1
);

-- Remote registry: every published build of every remote
CREATE TABLE remote_builds (
  name text NOT NULL,
  version text NOT NULL,
  contract text NOT NULL,
  routes jsonb NOT NULL DEFAULT '[]',
  exposes jsonb NOT NULL DEFAULT '[]',
  published_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (name, version)
);

-- Per site: which remotes are live, optionally pinned to a version (else the newest published)
CREATE TABLE site_remotes (
  site_id int NOT NULL REFERENCES sites(id) ON DELETE CASCADE,
  name text NOT NULL,
  enabled boolean NOT NULL DEFAULT true,
  pinned_version text,
  PRIMARY KEY (site_id, name)
);

-- Players
CREATE TABLE players (
  id serial PRIMARY KEY,
  site_id int NOT NULL REFERENCES sites(id) ON DELETE CASCADE,
  account_id text NOT NULL,
  password_hash text NOT NULL,
  full_name text NOT NULL DEFAULT '',
  contact_email text NOT NULL DEFAULT '',
  contact_phone text NOT NULL DEFAULT '',
  status text NOT NULL DEFAULT 'ACTIVE' CHECK (status IN ('ACTIVE', 'BLOCK', 'CLOSE')),
  referrer_code text NOT NULL DEFAULT '',
  referral_code text NOT NULL DEFAULT '',
  vip_level int NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (site_id, account_id)
);

CREATE TABLE sessions (
  token_hash text PRIMARY KEY,
  player_id int NOT NULL REFERENCES players(id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz,
  revoke_reason text
);
CREATE INDEX sessions_player ON sessions(player_id);

CREATE TABLE tac_codes (
  id serial PRIMARY KEY,
  site_id int NOT NULL REFERENCES sites(id) ON DELETE CASCADE,
  account_id text NOT NULL,
  purpose text NOT NULL CHECK (purpose IN ('register', 'login', 'reset')),
  code_hash text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  verified_at timestamptz,
  attempts int NOT NULL DEFAULT 0
);
CREATE INDEX tac_lookup ON tac_codes(site_id, account_id, purpose, created_at);

-- Notifier outbox (the embedded default delivery of TAC codes)
CREATE TABLE outbox (
  id serial PRIMARY KEY,
  site_id int NOT NULL,
  account_id text NOT NULL,
  channel text NOT NULL,
  body text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Money: integer minor units; balance is derived from the ledger and cached per player under a CHECK
CREATE TABLE wallets (
  player_id int PRIMARY KEY REFERENCES players(id) ON DELETE CASCADE,
  balance bigint NOT NULL DEFAULT 0 CHECK (balance >= 0),
  held bigint NOT NULL DEFAULT 0 CHECK (held >= 0)
);

CREATE TABLE ledger (
  id bigserial PRIMARY KEY,
  player_id int NOT NULL REFERENCES players(id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('deposit', 'withdrawal_hold', 'release', 'settle', 'bet', 'win', 'bonus', 'adjustment')),
  amount bigint NOT NULL,
  balance_after bigint NOT NULL CHECK (balance_after >= 0),
  ref text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX ledger_player ON ledger(player_id, created_at);

CREATE TABLE idempotency (
  player_id int NOT NULL REFERENCES players(id) ON DELETE CASCADE,
  key text NOT NULL,
  body_hash text NOT NULL,
  answer jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (player_id, key)
);

CREATE TABLE bank_accounts (
  id serial PRIMARY KEY,
  player_id int NOT NULL REFERENCES players(id) ON DELETE CASCADE,
  bank_name text NOT NULL,
  account_name text NOT NULL,
  account_number text NOT NULL,
  removed_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE payment_requests (
  id serial PRIMARY KEY,
  player_id int NOT NULL REFERENCES players(id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('deposit', 'withdrawal')),
  amount bigint NOT NULL CHECK (amount > 0),
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'rejected', 'cancelled')),
  bank_account_id int REFERENCES bank_accounts(id),
  method text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now(),
  decided_at timestamptz
);
CREATE UNIQUE INDEX one_pending_withdrawal ON payment_requests(player_id) WHERE kind = 'withdrawal' AND status = 'pending';

CREATE TABLE vip_levels (
  site_id int NOT NULL REFERENCES sites(id) ON DELETE CASCADE,
  level int NOT NULL,
  vip_name text NOT NULL,
  deposit_needed bigint NOT NULL,
  turnover_needed bigint NOT NULL,
  PRIMARY KEY (site_id, level)
);

-- Games
CREATE TABLE games (
  id serial PRIMARY KEY,
  provider_code text NOT NULL,
  game_code text NOT NULL UNIQUE,
  game_name text NOT NULL,
  game_type text NOT NULL,
  category text NOT NULL,
  game_image text NOT NULL,
  is_hot boolean NOT NULL DEFAULT false,
  is_new boolean NOT NULL DEFAULT false,
  popularity int NOT NULL DEFAULT 0
);
CREATE INDEX games_category ON games(category, provider_code);

CREATE TABLE favourites (
  player_id int NOT NULL REFERENCES players(id) ON DELETE CASCADE,
  game_code text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (player_id, game_code)
);

CREATE TABLE recent_games (
  player_id int NOT NULL REFERENCES players(id) ON DELETE CASCADE,
  game_code text NOT NULL,
  played_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (player_id, game_code)
);

-- Sportsbook
CREATE TABLE bets (
  id serial PRIMARY KEY,
  player_id int NOT NULL REFERENCES players(id) ON DELETE CASCADE,
  bet_type text NOT NULL,
  stake bigint NOT NULL,
  odds numeric NOT NULL,
  status text NOT NULL DEFAULT 'open',
  payout bigint NOT NULL DEFAULT 0,
  placed_at timestamptz NOT NULL DEFAULT now()
);
CREATE TABLE bet_selections (
  id serial PRIMARY KEY,
  bet_id int NOT NULL REFERENCES bets(id) ON DELETE CASCADE,
  bet_type text NOT NULL,
  home_away int NOT NULL CHECK (home_away IN (1, 2, 3)),
  criteria1 text NOT NULL DEFAULT '',
  home_team_name text NOT NULL,
  away_team_name text NOT NULL,
  names jsonb NOT NULL DEFAULT '{}'
);

-- Content
CREATE TABLE cms_blocks (
  site_id int NOT NULL REFERENCES sites(id) ON DELETE CASCADE,
  key text NOT NULL,
  status boolean NOT NULL DEFAULT true,
  en_body text NOT NULL DEFAULT '',
  local_body text NOT NULL DEFAULT '',
  PRIMARY KEY (site_id, key)
);

CREATE TABLE seo_records (
  id serial PRIMARY KEY,
  site_id int NOT NULL REFERENCES sites(id) ON DELETE CASCADE,
  page_name text NOT NULL,
  en_item_name text NOT NULL DEFAULT '',
  en_body text NOT NULL DEFAULT '',
  local_item_name text NOT NULL DEFAULT '',
  local_body text NOT NULL DEFAULT '',
  meta_title text NOT NULL DEFAULT '',
  meta_desc text NOT NULL DEFAULT '',
  meta_keywords text NOT NULL DEFAULT '',
  meta_url text NOT NULL DEFAULT '',
  meta_canonical text NOT NULL DEFAULT '',
  meta_author text NOT NULL DEFAULT '',
  meta_publisher text NOT NULL DEFAULT '',
  meta_lang text NOT NULL DEFAULT 'en',
  meta_image_url text NOT NULL DEFAULT '',
  UNIQUE (site_id, page_name)
);

CREATE TABLE analytics_scripts (
  id serial PRIMARY KEY,
  site_id int NOT NULL REFERENCES sites(id) ON DELETE CASCADE,
  section text NOT NULL CHECK (section IN ('HEAD', 'BODY')),
  script text NOT NULL
);

CREATE TABLE inbox (
  inbox_id serial PRIMARY KEY,
  player_id int NOT NULL REFERENCES players(id) ON DELETE CASCADE,
  title text NOT NULL,
  body text NOT NULL,
  amount bigint NOT NULL DEFAULT 0,
  read_at timestamptz,
  claimed_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE promotions (
  id serial PRIMARY KEY,
  site_id int NOT NULL REFERENCES sites(id) ON DELETE CASCADE,
  title text NOT NULL,
  body text NOT NULL,
  image text NOT NULL DEFAULT '',
  sort int NOT NULL DEFAULT 0
);

CREATE TABLE news (
  id serial PRIMARY KEY,
  site_id int NOT NULL REFERENCES sites(id) ON DELETE CASCADE,
  title text NOT NULL,
  body text NOT NULL,
  published_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE social_accounts (
  id serial PRIMARY KEY,
  site_id int NOT NULL REFERENCES sites(id) ON DELETE CASCADE,
  name text NOT NULL,
  url text NOT NULL,
  icon text NOT NULL DEFAULT ''
);

CREATE TABLE ad_visits (
  id serial PRIMARY KEY,
  site_id int NOT NULL REFERENCES sites(id) ON DELETE CASCADE,
  fbp text NOT NULL DEFAULT '',
  appsflyer_id text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now()
);
