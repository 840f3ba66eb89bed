import type { Config } from '../config';
import type { Queryable } from '../db/index';
import type { SiteRow } from '../api/types';
import { findSite } from '../api/site';
import { ConsoleError } from './errors';

/**
 * What the sites and content routes share: the site a route names (`:domain`), a contract schema's check with
 * the console's refusal, and the address of a site's player pages.
 */

/** The site `:domain` names (the player site's own lookup: `www.`, a port and case are ignored), or 404. */
export async function siteOf(q: Queryable, domain: string | undefined): Promise<SiteRow> {
  const site = domain ? await findSite(q, domain) : null;
  if (!site) throw new ConsoleError(404, 'notFound', 'domain: no such site');
  return site;
}

/** The same, locked for a change in the caller's transaction. */
export async function lockedSite(q: Queryable, domain: string | undefined): Promise<SiteRow> {
  const { id } = await siteOf(q, domain);
  const [row] = await q.query<SiteRow>('SELECT * FROM sites WHERE id = $1 FOR UPDATE', [id]);
  if (!row) throw new ConsoleError(404, 'notFound', 'domain: no such site');
  return row;
}

interface Issue {
  path: PropertyKey[];
  message: string;
}
interface Checkable<T> {
  safeParse(data: unknown): { success: true; data: T } | { success: false; error: { issues: Issue[] } };
}

/**
 * A body checked by a schema of the contract (zod/mini) — the rule the operator API and the player site apply
 * — refused as the console refuses: 400 `invalidInput`, each problem as `field: message`.
 */
export function contractCheck<T>(schema: Checkable<T>, data: unknown): T {
  const parsed = schema.safeParse(data);
  if (parsed.success) return parsed.data;
  throw new ConsoleError(
    400,
    'invalidInput',
    parsed.error.issues.map((i) => `${i.path.map(String).join('.') || 'body'}: ${i.message}`).join('; '),
  );
}

/**
 * The address of a site's player pages: its domain on this server's port during development, https on the
 * standard port in production (where a load balancer answers for every site's host name).
 */
export function playerSiteUrl(config: Config, domain: string, pathAndQuery = '/'): string {
  const url = new URL(
    config.production ? `https://${domain}` : `${config.secureCookies ? 'https' : 'http'}://${domain}`,
  );
  if (!config.production) url.port = String(config.port);
  return new URL(pathAndQuery, url).toString();
}

export const isoOrNull = (d: unknown) => (d ? new Date(d as string).toISOString() : null);
