import type { Queryable } from '../../db/index';
import { ApiRefusal } from '../envelope';

/**
 * The money ledger. Every movement is one `ledger` row; `wallets.balance` is the running sum of the player's
 * rows (cached under CHECK balance >= 0) and `wallets.held` the sum of pending withdrawals.
 *
 * Rule for every money transaction: `lockWallet` first (SELECT … FOR UPDATE), then read and write. The
 * wallet row lock serialises one player's money requests on PostgreSQL; PGlite runs one transaction at a time.
 */
export type LedgerKind =
  'deposit' | 'withdrawal_hold' | 'release' | 'settle' | 'bet' | 'win' | 'bonus' | 'adjustment' | 'refund';

export interface Wallet {
  balance: number;
  held: number;
}

export async function lockWallet(q: Queryable, playerId: number): Promise<Wallet> {
  const rows = await q.query<Wallet>('SELECT balance, held FROM wallets WHERE player_id = $1 FOR UPDATE', [
    playerId,
  ]);
  if (rows[0]) return rows[0];
  await q.query('INSERT INTO wallets (player_id) VALUES ($1) ON CONFLICT (player_id) DO NOTHING', [playerId]);
  const again = await q.query<Wallet>('SELECT balance, held FROM wallets WHERE player_id = $1 FOR UPDATE', [
    playerId,
  ]);
  return again[0] as Wallet;
}

/**
 * Posts one movement (the wallet must be locked). `heldDelta` moves money in or out of `held`.
 * Refuses `insufficientBalance` rather than letting the CHECK constraint fail; the constraint stays as the
 * last line of defence. Returns the balance after the movement.
 */
export async function post(
  q: Queryable,
  playerId: number,
  kind: LedgerKind,
  amount: number,
  ref: string,
  heldDelta = 0,
): Promise<number> {
  const [w] = await q.query<Wallet>('SELECT balance, held FROM wallets WHERE player_id = $1', [playerId]);
  if (!w) throw new Error(`wallet of player ${playerId} is not locked`);
  if (w.balance + amount < 0) throw new ApiRefusal('insufficientBalance', 'the balance is too low');
  if (w.held + heldDelta < 0) throw new Error(`held amount of player ${playerId} would go negative`);
  const [after] = await q.query<{ balance: number }>(
    'UPDATE wallets SET balance = balance + $2, held = held + $3 WHERE player_id = $1 RETURNING balance',
    [playerId, amount, heldDelta],
  );
  const balance = (after as { balance: number }).balance;
  await q.query(
    'INSERT INTO ledger (player_id, kind, amount, balance_after, ref) VALUES ($1, $2, $3, $4, $5)',
    [playerId, kind, amount, balance, ref],
  );
  return balance;
}

/** Turnover (stakes of bets, less refunds) after the player's last deposit, and what the site requires. */
export async function turnoverSinceLastDeposit(
  q: Queryable,
  playerId: number,
  multiplier: number,
): Promise<{ required: number; done: number }> {
  const [row] = await q.query<{ last_deposit: number | null; done: number }>(
    `WITH last AS (SELECT id, amount FROM ledger WHERE player_id = $1 AND kind = 'deposit' ORDER BY id DESC LIMIT 1)
     SELECT (SELECT amount FROM last) AS last_deposit,
            coalesce((SELECT sum(-amount) FROM ledger
                       WHERE player_id = $1 AND kind IN ('bet', 'refund') AND id > coalesce((SELECT id FROM last), 0)), 0)::bigint AS done`,
    [playerId],
  );
  const lastDeposit = row?.last_deposit ?? 0;
  return { required: Math.ceil(lastDeposit * multiplier), done: Math.max(0, row?.done ?? 0) };
}
