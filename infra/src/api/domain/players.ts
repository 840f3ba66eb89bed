import type { Queryable } from '../../db/index';
import type { PlayerRow } from '../types';
import { canonicalPhone, type PhonePlan } from './phone';

export type PlayerWithSecret = PlayerRow & { password_hash: string; contact_phone: string };

/** A player of a site by account name (case-insensitive). */
export async function findPlayer(
  q: Queryable,
  siteId: number,
  accountId: string,
): Promise<PlayerWithSecret | null> {
  const rows = await q.query<PlayerWithSecret>(
    'SELECT * FROM players WHERE site_id = $1 AND lower(account_id) = lower($2)',
    [siteId, accountId.trim()],
  );
  return rows[0] ?? null;
}

/**
 * Whether a typed number is the stored (canonical) one, read in the site's market: on a Philippine site
 * "0917 000 0001", "+63 917-000 0001" and "639170000001" are all "639170000001" (domain/phone.ts).
 */
export function samePhone(stored: string, typed: string, plan: PhonePlan | null): boolean {
  const canonical = stored.replace(/\D/g, '');
  return canonical.length >= 6 && canonical === canonicalPhone(typed, plan);
}

/** Shows the first two and the last character of an account name: "de***1". */
export function maskAccount(accountId: string): string {
  if (accountId.length <= 3) return `${accountId.slice(0, 1)}***`;
  return `${accountId.slice(0, 2)}***${accountId.slice(-1)}`;
}
