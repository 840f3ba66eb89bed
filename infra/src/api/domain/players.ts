import type { Queryable } from '../../db/index';
import type { PlayerRow } from '../types';

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

/** Phone numbers compare by their digits only ("+63 917-000 0001" = "639170000001"). */
export function samePhone(a: string, b: string): boolean {
  const da = a.replace(/\D/g, '');
  return da.length >= 6 && da === b.replace(/\D/g, '');
}

/** Shows the first two and the last character of an account name: "de***1". */
export function maskAccount(accountId: string): string {
  if (accountId.length <= 3) return `${accountId.slice(0, 1)}***`;
  return `${accountId.slice(0, 2)}***${accountId.slice(-1)}`;
}
