-- The operator console (issue 17 §2, §7): staff accounts with roles, TOTP two-factor, recovery codes, sessions,
-- and the console's append-only audit trail. The console itself: infra/src/console, docs/console.md.
CREATE TABLE console_staff (
  id bigserial PRIMARY KEY,
  email text NOT NULL UNIQUE CHECK (email = lower(email)),
  name text NOT NULL,
  role text NOT NULL CHECK (role IN ('owner', 'release_manager', 'cashier', 'content_editor', 'support')),
  -- argon2id (infra/src/security/passwords.ts)
  password_hash text NOT NULL,
  -- a one-time password (create-owner, invite) must be changed at the first sign-in
  must_change_password boolean NOT NULL DEFAULT true,
  -- the TOTP secret, AES-256-GCM encrypted (CONSOLE_KEY); pending until the first code confirms it
  totp_secret text,
  totp_pending text,
  totp_enabled_at timestamptz,
  -- the last 30-second step a code was accepted for: a code is never accepted twice (RFC 6238 §5.2)
  totp_last_step bigint NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  created_by text NOT NULL,
  disabled_at timestamptz
);

-- Ten per staff member, shown once; sha256 of an 80-bit code; each usable once.
CREATE TABLE console_recovery_codes (
  id bigserial PRIMARY KEY,
  staff_id bigint NOT NULL REFERENCES console_staff(id),
  code_hash text NOT NULL UNIQUE,
  used_at timestamptz
);
CREATE INDEX console_recovery_codes_staff ON console_recovery_codes(staff_id);

-- Sessions: the cookie holds a random token, the table its sha256. `stage` is `password` between the password
-- and the second factor (or TOTP enrolment), `full` after it. The CSRF token is derived from the session token
-- (HMAC), so it is per session and never stored.
CREATE TABLE console_sessions (
  token_hash text PRIMARY KEY,
  staff_id bigint NOT NULL REFERENCES console_staff(id),
  stage text NOT NULL CHECK (stage IN ('password', 'full')),
  created_at timestamptz NOT NULL,
  last_seen_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  ip text NOT NULL DEFAULT '',
  user_agent text NOT NULL DEFAULT ''
);
CREATE INDEX console_sessions_staff ON console_sessions(staff_id);

-- Every console and CLI action on the console's data: who (a staff member, `cli` or `machine`), role, when,
-- from where, what, the target, before and after. Append-only, like rg_audit and operator_audit.
CREATE TABLE console_audit (
  id bigserial PRIMARY KEY,
  at timestamptz NOT NULL DEFAULT now(),
  actor_kind text NOT NULL CHECK (actor_kind IN ('staff', 'cli', 'machine')),
  staff_id bigint,
  actor text NOT NULL,
  role text NOT NULL DEFAULT '',
  ip text NOT NULL DEFAULT '',
  user_agent text NOT NULL DEFAULT '',
  action text NOT NULL,
  target text NOT NULL DEFAULT '',
  before jsonb,
  after jsonb
);
CREATE INDEX console_audit_at ON console_audit(at, id);
CREATE INDEX console_audit_action ON console_audit(action, at);
CREATE INDEX console_audit_staff ON console_audit(staff_id, at);
CREATE FUNCTION console_audit_append_only() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'console_audit is append-only'; END $$;
CREATE TRIGGER console_audit_no_change BEFORE UPDATE OR DELETE ON console_audit
  FOR EACH ROW EXECUTE FUNCTION console_audit_append_only();
CREATE TRIGGER console_audit_no_truncate BEFORE TRUNCATE ON console_audit
  FOR EACH STATEMENT EXECUTE FUNCTION console_audit_append_only();
