-- Issue 15: the contact form's messages, the site reviews, and a promotion's period.
CREATE TABLE contact_messages (
  id serial PRIMARY KEY,
  site_id int NOT NULL REFERENCES sites(id) ON DELETE CASCADE,
  reference text NOT NULL UNIQUE,
  name text NOT NULL,
  email text NOT NULL,
  message text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX contact_messages_site ON contact_messages (site_id, created_at DESC);

CREATE TABLE site_reviews (
  id serial PRIMARY KEY,
  site_id int NOT NULL REFERENCES sites(id) ON DELETE CASCADE,
  player_id int NOT NULL REFERENCES players(id) ON DELETE CASCADE,
  rating int NOT NULL CHECK (rating BETWEEN 1 AND 5),
  body text NOT NULL,
  hidden boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (site_id, player_id)
);

ALTER TABLE promotions ADD COLUMN starts_at timestamptz;
ALTER TABLE promotions ADD COLUMN ends_at timestamptz;

-- A promotion's bonus a player can claim (minor units; 0 = none: the promotion's action is "deposit to join"),
-- and the claims: one per player and promotion, so a repeated claim credits nothing more.
ALTER TABLE promotions ADD COLUMN bonus_amount bigint NOT NULL DEFAULT 0 CHECK (bonus_amount >= 0);
CREATE TABLE promotion_claims (
  promotion_id int NOT NULL REFERENCES promotions(id) ON DELETE CASCADE,
  player_id int NOT NULL REFERENCES players(id) ON DELETE CASCADE,
  amount bigint NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (promotion_id, player_id)
);
