/**
 * Operator console staff from the command line (issue 17 §2):
 *
 *   npm run operator -- create-owner --email owner@example.com --name "Ada Owner"
 *
 * creates the first owner and prints a one-time password, changed at the first sign-in (after TOTP enrolment).
 * Audited in `console_audit` as `cli`. It opens the database itself: with the embedded data folder stop the
 * server first (the folder is one process's at a time); with DATABASE_URL it runs beside the servers.
 */
import { parseArgs } from 'node:util';
import { ConsoleError } from '../console/errors';
import { createOwner } from '../console/staff';
import { hashPool } from '../security/passwords';
import { cliActor, die, withDb } from './operator';

const USAGE = 'usage: npm run operator -- create-owner --email <email> --name "<name>"';

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { email: { type: 'string' }, name: { type: 'string' } },
});

if (positionals[0] !== 'create-owner') die(USAGE);
const email = values.email?.trim() ?? '';
const name = values.name?.trim() ?? '';
if (!/^[^\s@]+@[^\s@]+$/.test(email) || !name) die(USAGE);

const created = await withDb((db) =>
  createOwner(db, { email, name }, cliActor).catch((e: unknown) =>
    die(e instanceof ConsoleError ? e.detail || e.code : String(e)),
  ),
);
await hashPool.close();

console.log(`Owner ${created.staff.email} created (id ${created.staff.id}).`);
console.log(`One-time password: ${created.password}`);
console.log('Sign in to the console with it: you set up an authenticator app, then choose a new password.');
