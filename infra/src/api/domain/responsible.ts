import type { DepositLimit } from '@site/shared';
import type { Queryable } from '../../db/index';
import type { Config } from '../../config';

/**
 * Responsible gaming (docs/responsible-gaming.md): deposit limits with a 24-hour cooling-off for increases and
 * removals, time-outs and self-exclusions. Every time rule reads `nowOf(config)`, so tests move the clock
 * instead of sleeping; SQL gets the instant as a parameter, never `now()`.
 */
export const COOLING_OFF_MS = 24 * 3_600_000;
const DAY_MS = 24 * 3_600_000;
export const PERIOD_MS = { day: DAY_MS, week: 7 * DAY_MS, month: 30 * DAY_MS } as const;
export type Period = keyof typeof PERIOD_MS;
export const PERIODS: Period[] = ['day', 'week', 'month'];

export function nowOf(config: Pick<Config, 'now'>): Date {
  return new Date(config.now ? config.now() : Date.now());
}

export type Actor = 'player' | 'operator' | 'system';

/** One row of the responsible-gaming audit trail. */
export async function audit(
  q: Queryable,
  row: { siteId: number | null; playerId: number | null; actor: Actor; action: string; detail?: object },
  at: Date,
): Promise<void> {
  await q.query(
    'INSERT INTO rg_audit (at, site_id, player_id, actor, action, detail) VALUES ($1, $2, $3, $4, $5, $6)',
    [at, row.siteId, row.playerId, row.actor, row.action, JSON.stringify(row.detail ?? {})],
  );
}

interface LimitRow {
  period: Period;
  amount: number | null;
  pending: boolean;
  pending_amount: number | null;
  pending_at: Date | string | null;
}

/** Applies every pending change whose cooling-off has ended (an audit row each), then answers the rows. */
async function limitRows(q: Queryable, player: { id: number; site_id: number }, now: Date) {
  const due = await q.query<LimitRow>(
    `UPDATE deposit_limits SET amount = pending_amount, pending = false, pending_amount = NULL, pending_at = NULL
      WHERE player_id = $1 AND pending AND pending_at <= $2 RETURNING period, amount`,
    [player.id, now],
  );
  for (const r of due)
    await audit(
      q,
      {
        siteId: player.site_id,
        playerId: player.id,
        actor: 'system',
        action: 'deposit_limit_applied',
        detail: { period: r.period, amount: r.amount },
      },
      now,
    );
  await q.query('DELETE FROM deposit_limits WHERE player_id = $1 AND amount IS NULL AND NOT pending', [
    player.id,
  ]);
  return q.query<LimitRow>('SELECT * FROM deposit_limits WHERE player_id = $1', [player.id]);
}

/** Deposits requested in the rolling period ending now (pending and approved count; rejected do not). */
async function depositedSince(q: Queryable, playerId: number, since: Date): Promise<number> {
  const [row] = await q.query<{ total: number }>(
    `SELECT coalesce(sum(amount), 0)::bigint AS total FROM payment_requests
      WHERE player_id = $1 AND kind = 'deposit' AND status IN ('pending', 'approved') AND created_at > $2`,
    [playerId, since],
  );
  return Number(row?.total ?? 0);
}

/** The three periods' limits, what was deposited in each and what remains. */
export async function depositLimits(
  q: Queryable,
  player: { id: number; site_id: number },
  now: Date,
): Promise<DepositLimit[]> {
  const rows = await limitRows(q, player, now);
  const out: DepositLimit[] = [];
  for (const period of PERIODS) {
    const r = rows.find((x) => x.period === period);
    const used = await depositedSince(q, player.id, new Date(now.getTime() - PERIOD_MS[period]));
    const amount = r?.amount ?? null;
    out.push({
      period,
      amount,
      used,
      remaining: amount === null ? null : Math.max(0, amount - used),
      pending:
        r?.pending && r.pending_at
          ? { amount: r.pending_amount, effective_at: new Date(r.pending_at).toISOString() }
          : null,
    });
  }
  return out;
}

/** The tightest limit a deposit of `amount` would break, or null when it is allowed. */
export function limitBroken(limits: DepositLimit[], amount: number): DepositLimit | null {
  let worst: DepositLimit | null = null;
  for (const l of limits)
    if (l.remaining !== null && amount > l.remaining && (!worst || l.remaining < (worst.remaining ?? 0)))
      worst = l;
  return worst;
}

/**
 * Sets a period's limit. A first limit or a lower one applies at once (and cancels a pending change); a higher
 * one or a removal (null) waits COOLING_OFF_MS. Setting the current amount again cancels a pending change.
 */
export async function setDepositLimit(
  q: Queryable,
  player: { id: number; site_id: number },
  period: Period,
  amount: number | null,
  now: Date,
  actor: Actor = 'player',
): Promise<'now' | 'pending'> {
  const rows = await limitRows(q, player, now);
  const current = rows.find((r) => r.period === period)?.amount ?? null;
  const tighter = amount !== null && (current === null || amount <= current);
  const base = { siteId: player.site_id, playerId: player.id, actor };
  if (tighter) {
    await q.query(
      `INSERT INTO deposit_limits (player_id, period, amount) VALUES ($1, $2, $3)
       ON CONFLICT (player_id, period) DO UPDATE SET amount = $3, pending = false, pending_amount = NULL, pending_at = NULL`,
      [player.id, period, amount],
    );
    await audit(
      q,
      { ...base, action: 'deposit_limit_set', detail: { period, amount, previous: current } },
      now,
    );
    return 'now';
  }
  if (current === null) return 'now'; // removing a limit that does not exist changes nothing
  const at = new Date(now.getTime() + COOLING_OFF_MS);
  await q.query(
    'UPDATE deposit_limits SET pending = true, pending_amount = $3, pending_at = $4 WHERE player_id = $1 AND period = $2',
    [player.id, period, amount, at],
  );
  await audit(
    q,
    {
      ...base,
      action: 'deposit_limit_requested',
      detail: { period, amount, previous: current, effective_at: at.toISOString() },
    },
    now,
  );
  return 'pending';
}

export const EXCLUSION_MS: Record<string, number> = {
  '24h': DAY_MS,
  '7d': 7 * DAY_MS,
  '30d': 30 * DAY_MS,
  '6m': 182 * DAY_MS,
  '1y': 365 * DAY_MS,
  '5y': 5 * 365 * DAY_MS + DAY_MS,
};
export const TIME_OUT_DURATIONS = ['24h', '7d', '30d'];
export const SELF_EXCLUSION_DURATIONS = ['6m', '1y', '5y'];

/** The refusal of a signed-out player who is timed out or self-excluded, or null. Keys: timeOutActive, selfExcluded. */
export interface Exclusion {
  key: 'timeOutActive' | 'selfExcluded';
  endsAt: Date;
}

/**
 * An exclusion that holds now: the account's own time-out or self-exclusion, or a self-exclusion of the same
 * phone on any site of the same operator. `phone` is canonical (domain/phone.ts): a stored number as it is, a
 * typed one through `sitePhone`; rg_exclusions holds canonical numbers, so forms never differ.
 */
export async function activeExclusion(
  q: Queryable,
  who: { playerId: number | null; siteId: number; phone: string },
  now: Date,
): Promise<Exclusion | null> {
  if (who.playerId !== null) {
    const [own] = await q.query<{ excluded_kind: string; excluded_until: Date }>(
      'SELECT excluded_kind, excluded_until FROM rg_settings WHERE player_id = $1 AND excluded_until > $2',
      [who.playerId, now],
    );
    if (own)
      return {
        key: own.excluded_kind === 'self_exclusion' ? 'selfExcluded' : 'timeOutActive',
        endsAt: new Date(own.excluded_until),
      };
  }
  const phone = who.phone.replace(/\D/g, '');
  if (phone.length < 6) return null;
  const [byPhone] = await q.query<{ ends_at: Date }>(
    `SELECT max(e.ends_at) AS ends_at FROM rg_exclusions e
      WHERE e.phone = $1 AND e.ends_at > $2
        AND e.operator_code = (SELECT operator_code FROM sites WHERE id = $3)`,
    [phone, now, who.siteId],
  );
  return byPhone?.ends_at ? { key: 'selfExcluded', endsAt: new Date(byPhone.ends_at) } : null;
}

/** The text a sign-in code request gets instead of a code while the account is excluded (sent to its phone). */
export function exclusionNotice(siteName: string, e: Exclusion): string {
  const what = e.key === 'selfExcluded' ? 'self-exclusion' : 'time-out';
  return `${siteName}: no sign-in code was sent. Sign-in is paused by your ${what} (${e.key}) ${exclusionDetail(e)}.`;
}

/** The refusal detail of an exclusion: the end date, machine-readable in the value as well. */
export function exclusionDetail(e: Exclusion): string {
  return `until ${e.endsAt.toISOString()}`;
}
