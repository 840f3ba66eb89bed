import { randomBytes } from 'node:crypto';
import type { Queryable } from '../db/index';
import { hashPassword } from '../security/passwords';
import { consoleAudit, type Actor } from './audit';
import { ConsoleError } from './errors';
import type { Role } from './roles';

/** A console staff member as stored (console_staff, migration 025). */
export interface StaffRow {
  id: number;
  email: string;
  name: string;
  role: Role;
  password_hash: string;
  must_change_password: boolean;
  totp_secret: string | null;
  totp_pending: string | null;
  totp_enabled_at: Date | string | null;
  totp_last_step: number;
  created_at: Date | string;
  created_by: string;
  disabled_at: Date | string | null;
}

/** What the console shows of a staff member: never a hash or a secret. */
export interface StaffView {
  id: number;
  email: string;
  name: string;
  role: Role;
  totp_enabled: boolean;
  must_change_password: boolean;
  created_at: string;
  created_by: string;
  disabled_at: string | null;
}

export function staffView(s: StaffRow): StaffView {
  return {
    id: Number(s.id),
    email: s.email,
    name: s.name,
    role: s.role,
    totp_enabled: s.totp_enabled_at !== null,
    must_change_password: s.must_change_password,
    created_at: new Date(s.created_at).toISOString(),
    created_by: s.created_by,
    disabled_at: s.disabled_at ? new Date(s.disabled_at).toISOString() : null,
  };
}

export async function staffById(q: Queryable, id: number): Promise<StaffRow | null> {
  const [s] = await q.query<StaffRow>('SELECT * FROM console_staff WHERE id = $1', [id]);
  return s ? { ...s, id: Number(s.id), totp_last_step: Number(s.totp_last_step) } : null;
}

export async function staffByEmail(q: Queryable, email: string): Promise<StaffRow | null> {
  const [s] = await q.query<StaffRow>('SELECT * FROM console_staff WHERE email = $1', [normalEmail(email)]);
  return s ? { ...s, id: Number(s.id), totp_last_step: Number(s.totp_last_step) } : null;
}

export function normalEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** A one-time password: 120 random bits, changed at the first sign-in. */
export function oneTimePassword(): string {
  return randomBytes(15).toString('base64url');
}

/**
 * Creates a staff member with a one-time password (the owner's invite; `create-owner` from the CLI) and its
 * audit row, in one transaction. The password is hashed before the transaction (argon2id takes ~150 ms).
 */
export async function createStaff(
  db: { tx<T>(fn: (q: Queryable) => Promise<T>): Promise<T> },
  input: { email: string; name: string; role: Role },
  actor: Actor,
  action = 'staff.invite',
): Promise<{ staff: StaffView; password: string }> {
  const password = oneTimePassword();
  const hash = await hashPassword(password);
  const email = normalEmail(input.email);
  return db.tx(async (q) => {
    if (await staffByEmail(q, email))
      throw new ConsoleError(409, 'emailTaken', 'email: a staff member has it');
    const [row] = await q.query<StaffRow>(
      `INSERT INTO console_staff (email, name, role, password_hash, must_change_password, created_by)
       VALUES ($1, $2, $3, $4, true, $5) RETURNING *`,
      [email, input.name.trim(), input.role, hash, actor.name],
    );
    const staff = staffView(row as StaffRow);
    await consoleAudit(q, actor, {
      action,
      target: `staff:${staff.id}`,
      before: null,
      after: { email: staff.email, name: staff.name, role: staff.role },
    });
    return { staff, password };
  });
}

/**
 * The first owner (`npm run operator -- create-owner`): refused while an owner who is not disabled exists —
 * from then on owners invite staff in the console. Audited as the CLI that ran it.
 */
export async function createOwner(
  db: { query: Queryable['query']; tx<T>(fn: (q: Queryable) => Promise<T>): Promise<T> },
  input: { email: string; name: string },
  cliName: string,
): Promise<{ staff: StaffView; password: string }> {
  const [owner] = await db.query<{ email: string }>(
    "SELECT email FROM console_staff WHERE role = 'owner' AND disabled_at IS NULL LIMIT 1",
  );
  if (owner)
    throw new ConsoleError(
      409,
      'ownerExists',
      `an owner exists (${owner.email}); owners invite staff in the console`,
    );
  const actor: Actor = {
    kind: 'cli',
    staffId: null,
    name: cliName,
    role: '',
    ip: '',
    userAgent: 'operator cli',
  };
  return createStaff(db, { ...input, role: 'owner' }, actor, 'staff.create_owner');
}
