import { randomInt } from 'node:crypto';
import type { MinigameTokens, WheelPrize, WheelSpin } from '@site/shared';
import type { Queryable } from '../../db/index';
import { ApiRefusal } from '../envelope';
import { post } from './ledger';
import { wheelRefusals, type WheelLimits, type WheelRefusal, type WheelSegmentInput } from './wheel-rules';

/**
 * The minigame economy (docs/minigame.md). A player earns one token per `TURNOVER_PER_TOKEN` of real-money
 * turnover (stakes less refunds, ledger kinds `bet` and `refund`, every product) in a UTC day, at most
 * `DAILY_TOKEN_CAP` a day. A day's tokens stay frozen until the next 00:00 UTC, then become usable. Earned tokens
 * are never stored: they follow from the ledger, so they cannot drift from the play that earned them. What is
 * stored is what a spin moves: its cost (-1) and tokens won back (`minigame_token_moves`).
 */
export const TURNOVER_PER_TOKEN = 10_000;
export const DAILY_TOKEN_CAP = 10;
export const SPIN_COST = 1;

/**
 * The default prize wheel, segment by segment around the wheel (the page draws them in this order): a site's
 * wheel until its operator sets one (`minigame_wheels`, the console's Sites → Prize wheel). A bonus is in minor
 * units and posted as a ledger `bonus`; a token prize is that many tokens back; `none` wins nothing. The weights
 * are the published odds: a segment is drawn with probability weight / total.
 */
export const WHEEL: readonly WheelPrize[] = [
  { segment: 0, kind: 'bonus', amount: 100, weight: 28 },
  { segment: 1, kind: 'none', amount: 0, weight: 18 },
  { segment: 2, kind: 'bonus', amount: 500, weight: 10 },
  { segment: 3, kind: 'token', amount: 1, weight: 14 },
  { segment: 4, kind: 'bonus', amount: 200, weight: 18 },
  { segment: 5, kind: 'bonus', amount: 5_000, weight: 1 },
  { segment: 6, kind: 'bonus', amount: 1_000, weight: 5 },
  { segment: 7, kind: 'token', amount: 2, weight: 6 },
];

/** The sum of a wheel's weights: a segment's chance is its weight over this. */
export const totalWeight = (wheel: readonly WheelPrize[]) => wheel.reduce((s, p) => s + p.weight, 0);
export const WHEEL_TOTAL_WEIGHT = totalWeight(WHEEL);

/** What an operator's wheel may hold (docs/minigame.md "A site's own wheel"; the rules: wheel-rules.ts). */
export const WHEEL_LIMITS = {
  minSegments: 2,
  maxSegments: 12,
  /** a bonus prize, minor units: up to 100 000.00 */
  maxBonus: 10_000_000,
  /** tokens back: up to a day's cap */
  maxTokens: DAILY_TOKEN_CAP,
  maxWeight: 10_000,
} as const satisfies WheelLimits;

/**
 * Checks an operator's wheel by the rules (`wheelRefusals` with `WHEEL_LIMITS`): answers its first refusal, or the
 * wheel with its segments numbered in order.
 */
export function checkWheel(
  segments: readonly WheelSegmentInput[],
): { ok: true; wheel: WheelPrize[] } | { ok: false; refusal: WheelRefusal } {
  const [refusal] = wheelRefusals(segments, WHEEL_LIMITS);
  if (refusal) return { ok: false, refusal };
  return {
    ok: true,
    wheel: segments.map((p, segment) => ({
      segment,
      kind: p.kind as WheelPrize['kind'],
      amount: p.amount,
      weight: p.weight,
    })),
  };
}

/**
 * A site's wheel: the one its operator set, else the default. A stored wheel that no longer passes the rules (a
 * hand edit of the table) is not drawn from: the default is, and the server says so in its log.
 */
export async function wheelOf(
  q: Queryable,
  siteId: number,
): Promise<{ prizes: readonly WheelPrize[]; custom: boolean }> {
  const [row] = await q.query<{ prizes: unknown }>('SELECT prizes FROM minigame_wheels WHERE site_id = $1', [
    siteId,
  ]);
  if (!row) return { prizes: WHEEL, custom: false };
  const stored = (
    typeof row.prizes === 'string' ? JSON.parse(row.prizes) : row.prizes
  ) as WheelSegmentInput[];
  const checked = Array.isArray(stored) ? checkWheel(stored) : null;
  if (checked?.ok) return { prizes: checked.wheel, custom: true };
  console.error(`[minigame] site ${siteId}: the stored wheel breaks the rules; the default wheel is used`);
  return { prizes: WHEEL, custom: false };
}

/** Sets a site's wheel (`null`: back to the default); the caller has checked it (`checkWheel`). */
export async function writeWheel(q: Queryable, siteId: number, wheel: readonly WheelPrize[] | null) {
  if (wheel === null) await q.query('DELETE FROM minigame_wheels WHERE site_id = $1', [siteId]);
  else
    await q.query(
      `INSERT INTO minigame_wheels (site_id, prizes, updated_at) VALUES ($1, $2, now())
       ON CONFLICT (site_id) DO UPDATE SET prizes = EXCLUDED.prizes, updated_at = now()`,
      [siteId, JSON.stringify(wheel.map(({ kind, amount, weight }) => ({ kind, amount, weight })))],
    );
}

/**
 * Draws a segment of `wheel` with its published weights; `pick` is a uniform integer in [0, total) (crypto by
 * default).
 */
export function drawPrize(
  wheel: readonly WheelPrize[] = WHEEL,
  pick: number = randomInt(0, totalWeight(wheel)),
): WheelPrize {
  let left = pick;
  for (const p of wheel) {
    if (left < p.weight) return p;
    left -= p.weight;
  }
  throw new RangeError(`pick ${pick} is outside [0, ${totalWeight(wheel)})`);
}

/** The UTC day of an instant (YYYY-MM-DD) and the next 00:00 UTC after it. */
export function utcDay(now: Date): { day: string; next: Date } {
  const start = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return { day: new Date(start).toISOString().slice(0, 10), next: new Date(start + 86_400_000) };
}

/** Tokens earned by one day's turnover. */
export function tokensFor(turnover: number): number {
  return Math.min(DAILY_TOKEN_CAP, Math.max(0, Math.floor(turnover / TURNOVER_PER_TOKEN)));
}

type SpinRow = {
  id: string | number;
  segment: number;
  kind: WheelSpin['kind'];
  amount: string | number;
  created_at: Date;
};

const spinView = (r: SpinRow): WheelSpin => ({
  spin_id: Number(r.id),
  segment: Number(r.segment),
  kind: r.kind,
  amount: Number(r.amount),
  at: new Date(r.created_at).toISOString(),
});

/** The player's tokens now: usable (earned before today, plus spin movements), frozen (earned today). */
export async function tokensOf(q: Queryable, playerId: number, now = new Date()): Promise<MinigameTokens> {
  const { day, next } = utcDay(now);
  const days = await q.query<{ day: string; turnover: string | number }>(
    `SELECT to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS day, sum(-amount)::bigint AS turnover
       FROM ledger WHERE player_id = $1 AND kind IN ('bet', 'refund') AND created_at < $2
      GROUP BY 1`,
    [playerId, next],
  );
  let earned = 0;
  let frozen = 0;
  let today = 0;
  for (const d of days) {
    const t = Number(d.turnover);
    if (d.day === day) {
      frozen = tokensFor(t);
      today = Math.max(0, t);
    } else if (d.day < day) earned += tokensFor(t);
  }
  const [moves] = await q.query<{ delta: string | number }>(
    'SELECT coalesce(sum(delta), 0)::bigint AS delta FROM minigame_token_moves WHERE player_id = $1',
    [playerId],
  );
  const spins = await q.query<SpinRow>(
    'SELECT id, segment, kind, amount, created_at FROM minigame_spins WHERE player_id = $1 ORDER BY id DESC LIMIT 10',
    [playerId],
  );
  return {
    token_balance: Math.max(0, earned + Number(moves?.delta ?? 0)),
    frozen_token: frozen,
    unfreeze_at: next.toISOString(),
    turnover_per_token: TURNOVER_PER_TOKEN,
    daily_cap: DAILY_TOKEN_CAP,
    today_turnover: today,
    spins: spins.map(spinView),
  };
}

/**
 * One spin of the wheel (the caller holds the player's wallet lock, so spins of one player run one at a time and
 * the token balance cannot go negative): spends a token, draws the prize from `wheel` (the player's site's, read
 * in the same transaction), credits it once (a ledger `bonus` with ref `spin:<id>`, or tokens back). Throws
 * `noTokens` with no usable token.
 */
export async function spinWheel(
  q: Queryable,
  playerId: number,
  opts: { draw?: () => WheelPrize; now?: Date; wheel?: readonly WheelPrize[] } = {},
): Promise<{ spin: WheelSpin; token_balance: number; frozen_token: number; balance: number }> {
  const { wheel = WHEEL, draw = () => drawPrize(wheel), now = new Date() } = opts;
  const before = await tokensOf(q, playerId, now);
  if (before.token_balance < SPIN_COST)
    throw new ApiRefusal(
      'noTokens',
      before.frozen_token > 0 ? `tokens unfreeze at ${before.unfreeze_at}` : 'no usable token',
    );
  const prize = draw();
  const [row] = await q.query<SpinRow>(
    'INSERT INTO minigame_spins (player_id, segment, kind, amount) VALUES ($1, $2, $3, $4) RETURNING *',
    [playerId, prize.segment, prize.kind, prize.amount],
  );
  const spin = spinView(row as SpinRow);
  await q.query('INSERT INTO minigame_token_moves (player_id, delta, ref) VALUES ($1, $2, $3)', [
    playerId,
    -SPIN_COST,
    `spin:${spin.spin_id}:cost`,
  ]);
  if (prize.kind === 'token')
    await q.query('INSERT INTO minigame_token_moves (player_id, delta, ref) VALUES ($1, $2, $3)', [
      playerId,
      prize.amount,
      `spin:${spin.spin_id}:prize`,
    ]);
  let balance: number;
  if (prize.kind === 'bonus')
    balance = await post(q, playerId, 'bonus', prize.amount, `spin:${spin.spin_id}`);
  else {
    const [w] = await q.query<{ balance: string | number }>(
      'SELECT balance FROM wallets WHERE player_id = $1',
      [playerId],
    );
    balance = Number(w?.balance ?? 0);
  }
  // what the spin moved, from the count it started from (a bonus is not turnover: the frozen tokens stay)
  const tokenBalance = before.token_balance - SPIN_COST + (prize.kind === 'token' ? prize.amount : 0);
  return { spin, token_balance: tokenBalance, frozen_token: before.frozen_token, balance };
}
