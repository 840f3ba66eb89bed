import type { Db } from '../../db/index';
import type { WalletClient } from './wallet-client';
import { settle } from './rounds';
import { CRASH_GAME, settleEndedCrashRounds, type Clock } from './crash';

/** A round still open this long after it began lost an answer (a round takes well under a second). */
export const SWEEP_AFTER_MS = 60_000;
/** How often the running server sweeps. */
export const SWEEP_EVERY_MS = 60_000;

type OpenRound = { round_id: string; token: string | null; payout: string | number; decided: boolean };

/**
 * Finishes the house rounds left `open` (rounds.ts): a round whose result was decided gets its win sent again with
 * the same transaction id (the wallet pays it once); a round stopped before its result (the bet's answer lost, or
 * the server stopped) gets its bet rolled back (a rollback of a bet the wallet never saw moves nothing and
 * refuses that bet later). A round the wallet still does not answer for stays open for the next sweep.
 *
 * Crash rounds (crash.ts) run for a while after their bet: one whose end (crash or auto cash-out) has passed on the
 * server's clock is settled first (paid at its auto cash-out, else lost: counted in `paid`); one still running is
 * neither rolled back nor paid. A crash round decided but not yet paid, or stopped before its seed was drawn, is
 * finished like any other round.
 */
export async function sweepOpenRounds(
  db: Db,
  wallet: WalletClient,
  olderThanMs = SWEEP_AFTER_MS,
  clock: Clock = Date.now,
): Promise<{ paid: number; rolledBack: number; left: number }> {
  const crash = await settleEndedCrashRounds(db, wallet, clock);
  const open = await db.query<OpenRound>(
    `SELECT round_id, token, payout, detail <> '{}'::jsonb AS decided FROM house_rounds
      WHERE status = 'open' AND created_at < now() - $1 * interval '1 millisecond'
        AND NOT (game_code = $2 AND decided_at IS NULL AND detail <> '{}'::jsonb)
      ORDER BY created_at LIMIT 100`,
    [olderThanMs, CRASH_GAME],
  );
  const done = { paid: crash.paid, rolledBack: 0, left: crash.left };
  for (const r of open) {
    if (!r.token) {
      done.left++;
      continue;
    }
    const token = r.token;
    if (r.decided) {
      const won = await settle(() =>
        wallet.call('/provider/v1/win', {
          token,
          round_id: r.round_id,
          transaction_id: `${r.round_id}-win`,
          amount: Number(r.payout),
        }),
      );
      if (won?.statusCode === 1) {
        await db.query(
          `UPDATE house_rounds SET status = 'settled', settled_at = now(), token = NULL WHERE round_id = $1`,
          [r.round_id],
        );
        done.paid++;
      } else done.left++;
      continue;
    }
    const back = await settle(() =>
      wallet.call('/provider/v1/rollback', {
        token,
        round_id: r.round_id,
        transaction_id: `${r.round_id}-rb`,
        ref_transaction_id: `${r.round_id}-bet`,
      }),
    );
    if (back?.statusCode === 1) {
      await db.query(`UPDATE house_rounds SET status = 'rolled_back', token = NULL WHERE round_id = $1`, [
        r.round_id,
      ]);
      done.rolledBack++;
    } else done.left++;
  }
  return done;
}
