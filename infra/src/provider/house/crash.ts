import { randomBytes } from 'node:crypto';
import type * as z from 'zod/mini';
import type { Envelope } from '@site/shared';
import type { houseCrashRunning, houseCrashSettled } from '@site/shared/contract';
import {
  CRASH_MAX,
  crashMultiplierAt,
  crashPayout,
  crashPoint,
  crashTimeFor,
  roundHash,
  sha256Hex,
} from '@site/shared';
import type { Db } from '../../db/index';
import { fail, ok } from '../../api/envelope';
import { sha256 } from '../../security/tokens';
import type { WalletClient } from './wallet-client';
import { placeBet, settle } from './rounds';
import { nextSeed } from './chain';

/**
 * The house crash game (HOUSE-CRASH-001, docs/provider.md): a round per player, on the server's clock.
 *
 * `start` bets through the wallet, draws the next seed of the game's committed chain and fixes the crash point
 * (capped at ×1,000.00, CRASH_MAX); the multiplier then grows as crashMultiplierAt(ms since the start). The round
 * ends at its auto cash-out when that comes first (or ties with the crash: paid at the auto target) and otherwise at
 * the crash (lost). `cashout` takes the multiplier of the server's clock when the request arrived; `state` and
 * `current` settle a round whose end has passed. Settling fixes the payout once (one UPDATE … WHERE decided_at IS
 * NULL) and sends `win` (0 for a loss) with the transaction id `<round>-win`, so a cash-out racing a state call pays
 * once. The crash point is never answered while the round runs; the settled answer reveals it with the seed.
 */
export const CRASH_GAME = 'HOUSE-CRASH-001';
/** The server's clock, ms since 1970 (tests pass their own). */
export type Clock = () => number;

/** What decides a round: its crash point and optional auto cash-out (hundredths) and when it started (ms). */
export interface CrashPlan {
  crash: number;
  auto: number | null;
  startedAt: number;
}

/** Where the multiplier stops: the auto cash-out when it is at or below the crash point, else the crash. */
export const crashEnd = (p: CrashPlan): number => (p.auto !== null && p.auto <= p.crash ? p.auto : p.crash);
/** The server time (ms) at which a round's multiplier reaches its end. */
export const crashEndsAt = (p: CrashPlan): number => p.startedAt + crashTimeFor(crashEnd(p));

/**
 * The outcome of a round at server time `now`: once the multiplier reached the end, the auto cash-out (paid) or the
 * crash (`cashout` null: lost); before it, the current multiplier when the player cashes out, else null (running).
 */
export function crashOutcome(
  p: CrashPlan,
  now: number,
  cashingOut: boolean,
): { cashout: number | null } | null {
  const m = crashMultiplierAt(now - p.startedAt);
  if (m >= crashEnd(p)) return { cashout: p.auto !== null && p.auto <= p.crash ? p.auto : null };
  return cashingOut ? { cashout: m } : null;
}

/** A valid auto cash-out: a whole number of hundredths from ×1.01 to the cap, or none. */
const badAuto = (auto: number | null) =>
  auto !== null && (!Number.isInteger(auto) || auto < 101 || auto > CRASH_MAX);

export interface CrashProof {
  crash_point: number;
  seed: string;
  index: number;
  salt: string;
  terminating_hash: string;
  hash: string;
}
interface CrashDetail extends CrashProof {
  auto_cashout: number | null;
  started_at: number;
  ends_at: number;
  /** set when the payout is fixed: the multiplier paid, or null for a loss */
  cashout?: number | null;
  /** the wallet balance after the win */
  balance?: number;
}
interface CrashRow {
  round_id: string;
  game_code: string;
  stake: number;
  payout: number;
  status: 'open' | 'settled' | 'refused' | 'rolled_back';
  token: string | null;
  player_ref: string | null;
  decided_at: Date | string | null;
  detail: CrashDetail | Record<string, never>;
}

/** The answers of the crash calls, from the contract's schemas (houseCalls). */
export type CrashRunning = z.output<typeof houseCrashRunning>;
export type CrashSettled = z.output<typeof houseCrashSettled>;
export type CrashView = CrashRunning | CrashSettled;

const started = (d: CrashRow['detail']): d is CrashDetail => 'crash_point' in d;
const planOf = (d: CrashDetail): CrashPlan => ({
  crash: d.crash_point,
  auto: d.auto_cashout,
  startedAt: d.started_at,
});
const proofOf = (d: CrashProof): CrashProof => ({
  crash_point: d.crash_point,
  seed: d.seed,
  index: d.index,
  salt: d.salt,
  terminating_hash: d.terminating_hash,
  hash: d.hash,
});

const running = (r: { round_id: string; stake: number }, d: CrashDetail, now: number): CrashRunning => ({
  round_id: r.round_id,
  stake: Number(r.stake),
  status: 'running',
  started_at: d.started_at,
  now,
  auto_cashout: d.auto_cashout,
});

function settledView(r: CrashRow & { detail: CrashDetail }): CrashSettled {
  return {
    round_id: r.round_id,
    stake: Number(r.stake),
    status: 'settled',
    cashout: r.detail.cashout ?? null,
    payout: Number(r.payout),
    ...(r.detail.balance !== undefined && { balance: r.detail.balance }),
    ...proofOf(r.detail),
  };
}

const COLUMNS = 'round_id, game_code, stake, payout, status, token, player_ref, decided_at, detail';

async function load(db: Db, roundId: string): Promise<CrashRow | null> {
  const [row] = await db.query<CrashRow>(`SELECT ${COLUMNS} FROM house_rounds WHERE round_id = $1`, [
    roundId,
  ]);
  return row && row.game_code === CRASH_GAME ? row : null;
}

/** The wallet's player of a crash game token (authenticate), or the refusal to answer. */
async function playerOf(
  wallet: WalletClient,
  token: string,
): Promise<{ player: string; error: null } | { player: null; error: Envelope<never> }> {
  const a = await settle(() => wallet.call('/provider/v1/authenticate', { token }));
  if (!a) return { player: null, error: fail('serviceUnavailable', 'the wallet did not answer') };
  if (a.statusCode !== 1) return { player: null, error: fail(a.statusMessage, a.statusDetail) };
  if (a.value.game_code !== CRASH_GAME)
    return { player: null, error: fail('invalidToken', 'the game token was issued for another game') };
  return { player: a.value.player_id, error: null };
}

/**
 * Whether `token` may see and cash out the round: the token it plays with (the one it started with, or the one that
 * resumed it: currentCrash), or else a live token of its player (one wallet call).
 */
async function mayPlay(wallet: WalletClient, row: CrashRow, token: string): Promise<Envelope<never> | null> {
  if (row.token && sha256(row.token) === sha256(token)) return null;
  const who = await playerOf(wallet, token);
  if (who.error) return who.error;
  return who.player === row.player_ref ? null : fail('roundNotFound', 'no such crash round of this player');
}

/**
 * Fixes the payout once: only the first caller's UPDATE matches (status open, not yet decided); every caller then
 * goes on with the row as it is now, so the win sent afterwards is the same one.
 */
async function decide(db: Db, row: CrashRow, cashout: number | null): Promise<CrashRow> {
  const payout = cashout === null ? 0 : crashPayout(Number(row.stake), cashout);
  const [won] = await db.query<CrashRow>(
    `UPDATE house_rounds SET payout = $2, decided_at = now(), detail = detail || jsonb_build_object('cashout', $3::int)
      WHERE round_id = $1 AND status = 'open' AND decided_at IS NULL RETURNING ${COLUMNS}`,
    [row.round_id, payout, cashout],
  );
  return won ?? (await load(db, row.round_id))!;
}

/** Sends the decided round's win (same transaction id every time: the wallet pays it once) and closes the round. */
async function pay(db: Db, wallet: WalletClient, row: CrashRow & { detail: CrashDetail }) {
  if (row.status === 'settled') return ok(settledView(row));
  if (!row.token)
    return fail('serviceUnavailable', 'the result is kept and will be paid when the wallet answers');
  const token = row.token;
  const won = await settle(() =>
    wallet.call('/provider/v1/win', {
      token,
      round_id: row.round_id,
      transaction_id: `${row.round_id}-win`,
      amount: Number(row.payout),
    }),
  );
  if (!won || won.statusCode !== 1)
    return fail('serviceUnavailable', 'the result is kept and will be paid when the wallet answers');
  const [done] = await db.query<CrashRow>(
    `UPDATE house_rounds SET status = 'settled', settled_at = now(), token = NULL,
            detail = detail || jsonb_build_object('balance', $2::bigint)
      WHERE round_id = $1 AND status = 'open' RETURNING ${COLUMNS}`,
    [row.round_id, won.value.balance],
  );
  const final = done ?? (await load(db, row.round_id))!;
  return ok(settledView(final as CrashRow & { detail: CrashDetail }));
}

/**
 * A round at server time `now`: running (and not cashing out) answers its clock; otherwise its payout is fixed
 * (once) and paid. A round whose bet was refused or rolled back, or whose bet is still in flight, is not found.
 */
async function advance(
  db: Db,
  wallet: WalletClient,
  row: CrashRow,
  now: number,
  cashingOut: boolean,
): Promise<Envelope<CrashView>> {
  if (!started(row.detail) || (row.status !== 'open' && row.status !== 'settled'))
    return fail('roundNotFound', 'the round did not start');
  let r = row as CrashRow & { detail: CrashDetail };
  if (r.status === 'open' && r.decided_at === null) {
    const out = crashOutcome(planOf(r.detail), now, cashingOut);
    if (!out) return ok(running(r, r.detail, now));
    r = (await decide(db, r, out.cashout)) as typeof r;
  }
  return pay(db, wallet, r);
}

/** start {token, stake, auto_cashout?}: the bet, the next seed of the chain, the crash point kept on the server. */
export async function startCrash(
  db: Db,
  wallet: WalletClient,
  b: { token: string; stake: number; auto_cashout?: number | null },
  clock: Clock = Date.now,
): Promise<
  Envelope<{
    round_id: string;
    stake: number;
    balance: number;
    started_at: number;
    now: number;
    auto_cashout: number | null;
  }>
> {
  const auto = b.auto_cashout ?? null;
  if (!Number.isInteger(b.stake) || b.stake <= 0)
    return fail('invalidInput', 'stake: a positive whole amount');
  if (badAuto(auto)) return fail('invalidInput', `auto_cashout: a whole number from 101 to ${CRASH_MAX}`);
  const who = await playerOf(wallet, b.token);
  if (who.error) return who.error;
  // a round of this player that ended while nobody asked is settled first, so it does not block the new one
  await settleEndedCrashRounds(db, wallet, clock, who.player);
  const placed = await placeBet(db, wallet, {
    token: b.token,
    stake: b.stake,
    gameCode: CRASH_GAME,
    playerRef: who.player,
  });
  if (!placed.ok) return placed.answer;
  const s = await nextSeed(db, CRASH_GAME);
  const hash = await roundHash(s.seed, s.salt);
  const plan: CrashPlan = { crash: crashPoint(hash), auto, startedAt: clock() };
  const detail: CrashDetail = {
    auto_cashout: auto,
    started_at: plan.startedAt,
    ends_at: crashEndsAt(plan),
    crash_point: plan.crash,
    seed: s.seed,
    index: s.index,
    salt: s.salt,
    terminating_hash: s.terminatingHash,
    hash,
  };
  await db.query('UPDATE house_rounds SET chain_id = $2, chain_index = $3, detail = $4 WHERE round_id = $1', [
    placed.roundId,
    s.chainId,
    s.index,
    JSON.stringify(detail),
  ]);
  return ok({
    round_id: placed.roundId,
    stake: b.stake,
    balance: placed.balance,
    started_at: plan.startedAt,
    now: clock(),
    auto_cashout: auto,
  });
}

/** cashout {token, round_id}: paid at the multiplier of the server's clock, unless the round already ended. */
export async function cashoutCrash(
  db: Db,
  wallet: WalletClient,
  b: { token: string; round_id: string },
  clock: Clock = Date.now,
): Promise<Envelope<CrashView>> {
  const now = clock(); // the moment the request arrived decides, not the wallet calls after it
  const row = await load(db, b.round_id);
  if (!row) return fail('roundNotFound', 'no such crash round');
  const refused = await mayPlay(wallet, row, b.token);
  if (refused) return refused;
  return advance(db, wallet, row, now, true);
}

/** state {token, round_id}: running, or settled (settling it first once its end has passed). */
export async function crashState(
  db: Db,
  wallet: WalletClient,
  b: { token: string; round_id: string },
  clock: Clock = Date.now,
): Promise<Envelope<CrashView>> {
  const now = clock();
  const row = await load(db, b.round_id);
  if (!row) return fail('roundNotFound', 'no such crash round');
  const refused = await mayPlay(wallet, row, b.token);
  if (refused) return refused;
  return advance(db, wallet, row, now, false);
}

/**
 * current {token}: the player's unfinished crash round, found by the player the wallet names for this (new) game
 * token, so a player who left the game and came back resumes it; `round` is null when there is none.
 */
export async function currentCrash(
  db: Db,
  wallet: WalletClient,
  b: { token: string },
  clock: Clock = Date.now,
): Promise<Envelope<{ round: CrashView | null }>> {
  const now = clock();
  const who = await playerOf(wallet, b.token);
  if (who.error) return who.error;
  const [row] = await db.query<CrashRow>(
    `SELECT ${COLUMNS} FROM house_rounds
      WHERE player_ref = $1 AND game_code = $2 AND status = 'open' AND detail ->> 'crash_point' IS NOT NULL
      ORDER BY created_at DESC LIMIT 1`,
    [who.player, CRASH_GAME],
  );
  if (!row) return ok({ round: null });
  // The round goes on with the player's live token: the polls and the cash-out that follow match it without asking
  // the wallet again, and the win goes with a token of this session (the wallet pays by round and player).
  if (row.token !== null && row.token !== b.token && row.decided_at === null) {
    await db.query(
      `UPDATE house_rounds SET token = $2 WHERE round_id = $1 AND status = 'open' AND decided_at IS NULL`,
      [row.round_id, b.token],
    );
    row.token = b.token;
  }
  const a = await advance(db, wallet, row, now, false);
  return a.statusCode === 1 ? ok({ round: a.value }) : (a as Envelope<never>);
}

/**
 * The sweeper's part for crash rounds (sweep.ts): a running round whose end (crash or auto cash-out) has passed on
 * the server's clock is settled (paid at its auto cash-out, else lost) and its win sent; a round still running is
 * left alone. `player` limits it to one player's rounds.
 */
export async function settleEndedCrashRounds(
  db: Db,
  wallet: WalletClient,
  clock: Clock = Date.now,
  player?: string,
): Promise<{ paid: number; left: number }> {
  const now = clock();
  const rows = await db.query<CrashRow>(
    `SELECT ${COLUMNS} FROM house_rounds
      WHERE game_code = $1 AND status = 'open' AND decided_at IS NULL AND (detail ->> 'ends_at')::bigint <= $2
        AND ($3::text IS NULL OR player_ref = $3)
      ORDER BY created_at LIMIT 100`,
    [CRASH_GAME, now, player ?? null],
  );
  const done = { paid: 0, left: 0 };
  for (const row of rows) {
    const a = await advance(db, wallet, row, now, false);
    if (a.statusCode === 1 && a.value.status === 'settled') done.paid++;
    else done.left++;
  }
  return done;
}

/**
 * Demo crash (fun money): the same rules and clock, but the round lives in this process's memory only (no row, no
 * wallet, no token), at most `max` rounds, each forgotten 10 minutes after it started. Each round draws a one-round
 * chain of its own (seed s₁, commitment s₀ = SHA-256(s₁)), so its seed still verifies and the real chain's seeds
 * are never spent on fun money.
 */
export class DemoCrashRounds {
  private readonly rounds = new Map<
    string,
    { stake: number; plan: CrashPlan; proof: CrashProof; expires: number; settled: CrashSettled | null }
  >();

  constructor(
    private readonly clock: Clock = Date.now,
    private readonly max = 10_000,
    private readonly ttlMs = 10 * 60_000,
  ) {}

  get size(): number {
    return this.rounds.size;
  }

  private prune(now: number): void {
    for (const [id, r] of this.rounds) if (r.expires <= now) this.rounds.delete(id);
    // still full: forget the oldest (a Map keeps insertion order)
    while (this.rounds.size >= this.max) this.rounds.delete(this.rounds.keys().next().value!);
  }

  async start(stake: number, autoCashout: number | null = null) {
    if (!Number.isInteger(stake) || stake <= 0) return fail('invalidInput', 'stake: a positive whole amount');
    if (badAuto(autoCashout))
      return fail('invalidInput', `auto_cashout: a whole number from 101 to ${CRASH_MAX}`);
    const seed = randomBytes(32).toString('hex');
    const hash = await roundHash(seed, CRASH_GAME);
    const proof: CrashProof = {
      crash_point: crashPoint(hash),
      seed,
      index: 1,
      salt: CRASH_GAME,
      terminating_hash: await sha256Hex(seed),
      hash,
    };
    const now = this.clock();
    this.prune(now);
    const id = `d${randomBytes(12).toString('base64url')}`;
    const plan = { crash: proof.crash_point, auto: autoCashout, startedAt: now };
    this.rounds.set(id, { stake, plan, proof, expires: now + this.ttlMs, settled: null });
    return ok({ round_id: id, stake, started_at: now, now, auto_cashout: autoCashout, demo: true });
  }

  private advance(roundId: string, cashingOut: boolean): Envelope<CrashView> {
    const now = this.clock();
    const r = this.rounds.get(roundId);
    if (!r || r.expires <= now) return fail('roundNotFound', 'no such demo round (they are kept 10 minutes)');
    if (!r.settled) {
      const out = crashOutcome(r.plan, now, cashingOut);
      if (!out)
        return ok({
          round_id: roundId,
          stake: r.stake,
          status: 'running',
          started_at: r.plan.startedAt,
          now,
          auto_cashout: r.plan.auto,
        });
      r.settled = {
        round_id: roundId,
        stake: r.stake,
        status: 'settled',
        cashout: out.cashout,
        payout: out.cashout === null ? 0 : crashPayout(r.stake, out.cashout),
        ...r.proof,
      };
    }
    return ok(r.settled);
  }

  cashout(roundId: string): Envelope<CrashView> {
    return this.advance(roundId, true);
  }

  state(roundId: string): Envelope<CrashView> {
    return this.advance(roundId, false);
  }
}
