-- Releases per site (issue 17 §3): what the console shows of every build, canaries, locks, and a release
-- history per site and remote (the one-click rollback reads it). How the startup answer picks a version:
-- docs/architecture.md ("Which version a player gets"); the rules: infra/src/registry/releases.ts.

-- Every build: its size (bytes of its files), who published it, and its status. A withdrawn build is never
-- served; a deprecated one carries the date it is deprecated from.
ALTER TABLE remote_builds ADD COLUMN size_bytes bigint NOT NULL DEFAULT 0;
ALTER TABLE remote_builds ADD COLUMN publisher text NOT NULL DEFAULT '';
ALTER TABLE remote_builds ADD COLUMN status text NOT NULL DEFAULT 'current'
  CHECK (status IN ('current', 'deprecated', 'withdrawn'));
ALTER TABLE remote_builds ADD COLUMN deprecated_on date;
ALTER TABLE remote_builds ADD COLUMN status_note text NOT NULL DEFAULT '';
ALTER TABLE remote_builds ADD COLUMN status_changed_at timestamptz;
ALTER TABLE remote_builds ADD COLUMN status_changed_by text NOT NULL DEFAULT '';
ALTER TABLE remote_builds ADD CONSTRAINT remote_builds_deprecated_date
  CHECK ((status = 'deprecated') = (deprecated_on IS NOT NULL));

-- A canary per site and remote: `canary_share` % of sessions (a stable bucket per player) get `canary_version`.
ALTER TABLE site_remotes ADD COLUMN canary_version text;
ALTER TABLE site_remotes ADD COLUMN canary_share smallint NOT NULL DEFAULT 0
  CHECK (canary_share BETWEEN 0 AND 100);
ALTER TABLE site_remotes ADD COLUMN canary_since timestamptz;
ALTER TABLE site_remotes ADD CONSTRAINT site_remotes_canary
  CHECK (canary_version IS NOT NULL OR canary_share = 0);

-- A locked site refuses every release change (console, admin API, `npm run site`) until an owner unlocks it.
CREATE TABLE site_release_locks (
  site_id int PRIMARY KEY REFERENCES sites(id) ON DELETE CASCADE,
  locked_at timestamptz NOT NULL DEFAULT now(),
  locked_by text NOT NULL,
  reason text NOT NULL DEFAULT ''
);

-- Every release change of one remote on one site: the stable live version (what a player outside any canary
-- gets) before and after, the pin and the canary before and after. `undoes`: the change a rollback undid.
CREATE TABLE release_history (
  id bigserial PRIMARY KEY,
  site_id int NOT NULL REFERENCES sites(id) ON DELETE CASCADE,
  name text NOT NULL,
  at timestamptz NOT NULL DEFAULT now(),
  actor text NOT NULL,
  via text NOT NULL CHECK (via IN ('console', 'admin', 'cli')),
  action text NOT NULL,
  live_before text,
  live_after text,
  pinned_before text,
  pinned_after text,
  canary_before jsonb,
  canary_after jsonb,
  undoes bigint REFERENCES release_history(id)
);
CREATE INDEX release_history_site_remote ON release_history(site_id, name, id);
