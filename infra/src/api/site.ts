import type { Queryable } from '../db/index';
import type { SiteRow } from './types';

/** The site for a domain name; `www.` and a port are ignored; `127.0.0.1` is `localhost`; junk finds none. */
export async function findSite(db: Queryable, domain: string): Promise<SiteRow | null> {
  let d = domain
    .trim()
    .toLowerCase()
    .replace(/:\d+$/, '')
    .replace(/^www\./, '');
  if (d === '127.0.0.1' || d === '[::1]') d = 'localhost';
  // Not a host name (control characters, spaces, …): no site, without asking the database.
  if (!/^[a-z0-9.-]{1,253}$/.test(d)) return null;
  const rows = await db.query<SiteRow>('SELECT * FROM sites WHERE domain_name = $1', [d]);
  return rows[0] ?? null;
}
