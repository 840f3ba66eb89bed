-- Images an operator uploads in the console (a site's logos, docs/console.md "Sites"): stored by the SHA-256 of their
-- bytes (the same image uploaded twice is one row) and served by the player server at /images/<sha256>.<ext>, the
-- path the site's logo fields then hold. In the database, not on one server's disk, so every instance serves them
-- and a backup holds them.
CREATE TABLE site_images (
  sha256 text PRIMARY KEY,
  content_type text NOT NULL CHECK (content_type IN ('image/png', 'image/jpeg', 'image/webp')),
  bytes bytea NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
