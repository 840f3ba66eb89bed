import type { Queryable } from '../../db/index';

/** The provider code of the house games (infra/src/provider/house), as in the catalogue's provider_code. */
export const HOUSE_PROVIDER = 'HOUSE';

/** Adds a provider allowed to call the wallet API, or sets its secret (a restart with a new secret rotates it). */
export async function registerProvider(
  q: Queryable,
  code: string,
  name: string,
  secret: string,
): Promise<void> {
  await q.query(
    `INSERT INTO providers (code, name, secret) VALUES ($1, $2, $3)
     ON CONFLICT (code) DO UPDATE SET secret = excluded.secret, name = excluded.name, active = true`,
    [code, name, secret],
  );
}

/** Providers whose games this site can launch (others answer gameUnavailable). */
export async function isLaunchable(q: Queryable, code: string): Promise<boolean> {
  const rows = await q.query('SELECT 1 FROM providers WHERE code = $1 AND active', [code]);
  return rows.length > 0;
}
