import { randomBytes } from 'node:crypto';
import type { Envelope } from '@site/shared';
import { HASH_PAYOUT_PERMILLE, hashOutcome, hashPickWins, roundHash, type HashPick } from '@site/shared';
import type { Db } from '../../db/index';
import { fail, ok } from '../../api/envelope';
import type { WalletClient } from './wallet-client';
import { cryptoRng } from './rng';
import { play, type Play } from './slot/engine';
import { LINES } from './slot/machine';
import { nextSeed } from './chain';

export const SLOT_GAME = 'HOUSE-SLOT-001';
export const HASH_GAME = 'HOUSE-HASH-001';

const newRoundId = () => `h${randomBytes(12).toString('base64url')}`;

/** Retries a wallet call whose answer was lost (same transaction id, so it moves money once). */
export async function settle<T>(send: () => Promise<Envelope<T>>, tries = 3): Promise<Envelope<T> | null> {
  for (let i = 0; i < tries; i++) {
    try {
      return await send();
    } catch {
      // transport failure or an unsigned answer: try again with the same transaction
    }
  }
  return null;
}

/**
 * The opening of every house round: a house_rounds row (status open, with the game token: the sweeper, sweep.ts,
 * needs it to finish the round) and the wallet's `bet`. A bet whose answer is lost is rolled back; a refused or
 * rolled-back bet closes the row. `playerRef` (the wallet's player id) marks a crash round, one running per player:
 * a second start while one runs answers `roundInProgress`.
 */
export async function placeBet(
  db: Db,
  wallet: WalletClient,
  g: { token: string; stake: number; gameCode: string; playerRef?: string },
): Promise<{ ok: true; roundId: string; balance: number } | { ok: false; answer: Envelope<never> }> {
  const roundId = newRoundId();
  const inserted = await db.query(
    `INSERT INTO house_rounds (round_id, game_code, stake, token, player_ref) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT DO NOTHING RETURNING round_id`,
    [roundId, g.gameCode, g.stake, g.token, g.playerRef ?? null],
  );
  if (!inserted.length)
    return { ok: false, answer: fail('roundInProgress', 'finish the round that is running first') };
  const betTx = `${roundId}-bet`;
  const bet = await settle(() =>
    wallet.call('/provider/v1/bet', {
      token: g.token,
      round_id: roundId,
      transaction_id: betTx,
      game_code: g.gameCode,
      amount: g.stake,
    }),
  );
  if (bet && bet.statusCode === 1) return { ok: true, roundId, balance: bet.value.balance };
  if (!bet)
    await settle(() =>
      wallet.call('/provider/v1/rollback', {
        token: g.token,
        round_id: roundId,
        transaction_id: `${roundId}-rb`,
        ref_transaction_id: betTx,
      }),
    );
  await db.query(`UPDATE house_rounds SET status = $2, token = NULL WHERE round_id = $1`, [
    roundId,
    bet ? 'refused' : 'rolled_back',
  ]);
  return {
    ok: false,
    answer: bet
      ? fail(bet.statusMessage, bet.statusDetail)
      : fail('serviceUnavailable', 'the wallet did not answer; the bet was rolled back'),
  };
}

/**
 * One round of a house game over the seamless wallet: bet, decide (on the server), win (0 for a loss). A bet
 * whose answer is lost is rolled back; a win whose answer is lost stays `open` in house_rounds for a retry.
 */
async function round<D extends object>(
  db: Db,
  wallet: WalletClient,
  g: { token: string; stake: number; gameCode: string },
  decide: (roundId: string) => Promise<{ payout: number; detail: D }>,
): Promise<Envelope<{ round_id: string; stake: number; payout: number; balance: number } & D>> {
  const placed = await placeBet(db, wallet, g);
  if (!placed.ok) return placed.answer;
  const { roundId } = placed;
  const { payout, detail } = await decide(roundId);
  await db.query('UPDATE house_rounds SET payout = $2, detail = $3 WHERE round_id = $1', [
    roundId,
    payout,
    JSON.stringify(detail),
  ]);
  const won = await settle(() =>
    wallet.call('/provider/v1/win', {
      token: g.token,
      round_id: roundId,
      transaction_id: `${roundId}-win`,
      amount: payout,
    }),
  );
  if (!won || won.statusCode !== 1)
    return fail('serviceUnavailable', 'the result is kept and will be paid when the wallet answers');
  await db.query(
    `UPDATE house_rounds SET status = 'settled', settled_at = now(), token = NULL WHERE round_id = $1`,
    [roundId],
  );
  return ok({ round_id: roundId, stake: g.stake, payout, balance: won.value.balance, ...detail });
}

/** A slot spin: the stake is spread over the 10 lines, so it must be a multiple of 10 minor units. */
export async function spinSlot(db: Db, wallet: WalletClient, token: string, stake: number) {
  if (!Number.isInteger(stake) || stake <= 0 || stake % LINES !== 0)
    return fail('invalidInput', `stake: a positive multiple of ${LINES}`);
  return round<{ play: Play }>(db, wallet, { token, stake, gameCode: SLOT_GAME }, async () => {
    const p = play(cryptoRng);
    return { payout: (p.units * stake) / LINES, detail: { play: p } };
  });
}

/** A hash-game round: the next seed of the committed chain decides; the answer reveals it for verification. */
export async function playHash(db: Db, wallet: WalletClient, token: string, stake: number, pick: HashPick) {
  if (!Number.isInteger(stake) || stake <= 0) return fail('invalidInput', 'stake: a positive whole amount');
  return round(db, wallet, { token, stake, gameCode: HASH_GAME }, async (roundId) => {
    const s = await nextSeed(db, HASH_GAME);
    const hash = await roundHash(s.seed, s.salt);
    await db.query('UPDATE house_rounds SET chain_id = $2, chain_index = $3 WHERE round_id = $1', [
      roundId,
      s.chainId,
      s.index,
    ]);
    const payout = hashPickWins(hash, pick) ? Math.floor((stake * HASH_PAYOUT_PERMILLE) / 1000) : 0;
    return {
      payout,
      detail: {
        pick,
        seed: s.seed,
        index: s.index,
        salt: s.salt,
        terminating_hash: s.terminatingHash,
        hash,
        outcome: hashOutcome(hash),
      },
    };
  });
}
