import type { TestApi } from '../helpers';
import { WalletClient, type Transport } from '../../src/provider/house/wallet-client';
import { HOUSE_PROVIDER } from '../../src/provider/wallet/providers';

/** The platform's wallet API reached through app.inject, signed like a provider would over HTTP. */
export function injectTransport(t: TestApi): Transport {
  return async (path, body, headers) => {
    const r = await t.platform.app.inject({ method: 'POST', url: path, payload: body, headers });
    return { status: r.statusCode, body: r.body, signature: String(r.headers['x-signature'] ?? '') };
  };
}

export function houseClient(t: TestApi, now?: () => number): WalletClient {
  return new WalletClient(HOUSE_PROVIDER, t.platform.config.houseProviderSecret, injectTransport(t), now);
}

/** Launches a house game for a signed-in player and answers its game token. */
export async function launchToken(
  t: TestApi,
  who: { account_id: string; auth: string },
  gameCode = 'HOUSE-SLOT-001',
): Promise<string> {
  const l = await t.call<{ game_token: string }>('/api/product/launch', { ...who, game_code: gameCode });
  if (l.statusCode !== 1) throw new Error(`launch ${gameCode}: ${l.statusMessage}`);
  return l.value.game_token;
}

export async function balanceOf(t: TestApi, account: string): Promise<number> {
  const [row] = await t.sql<{ balance: number }>(
    `SELECT w.balance FROM wallets w JOIN players p ON p.id = w.player_id JOIN sites s ON s.id = p.site_id
      WHERE p.account_id = $1 AND s.domain_name = 'localhost'`,
    [account],
  );
  return row?.balance ?? 0;
}

/** docs/api.md money invariants: balance = ledger sum, nothing negative, no reference moved twice. */
export async function ledgerInvariants(t: TestApi): Promise<string[]> {
  const bad: string[] = [];
  const sums = await t.sql<{ player_id: number; balance: number; total: number }>(
    `SELECT w.player_id, w.balance, coalesce(sum(l.amount), 0)::bigint AS total
       FROM wallets w LEFT JOIN ledger l ON l.player_id = w.player_id GROUP BY w.player_id, w.balance`,
  );
  for (const r of sums) {
    if (r.balance !== r.total) bad.push(`player ${r.player_id}: balance ${r.balance} ≠ ledger ${r.total}`);
    if (r.balance < 0) bad.push(`player ${r.player_id}: negative balance`);
  }
  const twice = await t.sql<{ ref: string }>(
    `SELECT ref FROM ledger WHERE ref <> '' GROUP BY player_id, kind, ref HAVING count(*) > 1`,
  );
  for (const r of twice) bad.push(`reference ${r.ref} moved twice`);
  const negative = await t.sql('SELECT 1 FROM ledger WHERE balance_after < 0');
  if (negative.length) bad.push('a ledger row left a negative balance');
  return bad;
}
