import { randomBytes } from 'node:crypto';
import {
  HASH_PAYOUT_PERMILLE,
  hashOutcome,
  hashPickWins,
  roundHash,
  sha256Hex,
  type HashPick,
} from '@site/shared';
import { fail, ok } from '../../api/envelope';
import { cryptoRng } from './rng';
import { play } from './slot/engine';
import { LINES } from './slot/machine';
import { HASH_GAME } from './rounds';

/**
 * Demo play (docs/provider.md): the same game logic and randomness as real play, but no token, no wallet call and
 * no database row. The game client keeps the fun balance in memory; the server only decides rounds.
 */
const demoRoundId = () => `d${randomBytes(12).toString('base64url')}`;

export function demoSpin(stake: number) {
  if (stake % LINES !== 0) return fail('invalidInput', `stake: a positive multiple of ${LINES}`);
  const p = play(cryptoRng);
  return ok({ round_id: demoRoundId(), stake, payout: (p.units * stake) / LINES, play: p, demo: true });
}

/**
 * A demo hash round draws a one-round chain of its own (seed s_1, commitment s_0 = SHA-256(s_1)), so the real
 * chain's seeds are never spent on fun money, and the revealed seed still verifies with verifyRound.
 */
export async function demoHash(stake: number, pick: HashPick) {
  const seed = randomBytes(32).toString('hex');
  const hash = await roundHash(seed, HASH_GAME);
  const payout = hashPickWins(hash, pick) ? Math.floor((stake * HASH_PAYOUT_PERMILLE) / 1000) : 0;
  return ok({
    round_id: demoRoundId(),
    stake,
    payout,
    demo: true,
    pick,
    seed,
    index: 1,
    salt: HASH_GAME,
    terminating_hash: await sha256Hex(seed),
    hash,
    outcome: hashOutcome(hash),
  });
}
