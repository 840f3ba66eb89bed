import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Envelope } from '@site/shared';
import { limiter } from '../src/security/rate-limit';
import { testApi, type TestApi } from './helpers';

/**
 * A bank test in the spirit of Jepsen's: waves of concurrent deposits, withdrawals, cancels, bets, settlements
 * and operator decisions for a few players, many requests sent two or three times at once under the same
 * idempotency key (some with a different body). Afterwards: every balance equals its ledger sum and the model
 * built from the acknowledged answers, none is negative, held money equals pending withdrawals, and nothing
 * was applied twice.
 */
const DOMAIN = 'slot3.localhost';
const PLAYERS = ['demo1', 'lucky88', 'jackpot7', 'spinking'];
const WAVES = 6;
const OPS_PER_WAVE = 50;

let t: TestApi;
const auth: Record<string, string> = {};
const ids: Record<string, number> = {};
beforeAll(async () => {
  t = await testApi();
  limiter.reset();
  for (const p of PLAYERS) auth[p] = (await t.login(p, DOMAIN)).auth;
  await t.sql(
    `UPDATE sites SET auto_approve_deposits = true, turnover_multiplier = 0, min_deposit = 100, min_withdrawal = 100
      WHERE domain_name = $1`,
    [DOMAIN],
  );
  for (const r of await t.sql<{ id: number; account_id: string }>(
    'SELECT p.id, p.account_id FROM players p JOIN sites s ON s.id = p.site_id WHERE s.domain_name = $1',
    [DOMAIN],
  ))
    ids[r.account_id] = r.id;
});
afterAll(() => t?.close());

/** mulberry32: a seeded generator, so a failure can be replayed. */
function rng(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let x = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4_294_967_296;
  };
}

interface Sent {
  path: string;
  player: string;
  key: string | null;
  body: Record<string, unknown>;
  admin: boolean;
}

describe('bank test', () => {
  it('concurrent money requests with duplicated idempotency keys keep the ledger exact', async () => {
    const seed = Number(process.env.BANK_SEED ?? 20_260_101);
    const rand = rng(seed);
    const pick = <T>(xs: T[]): T => xs[Math.floor(rand() * xs.length)] as T;
    const amount = (lo: number, hi: number) => lo + Math.floor(rand() * (hi - lo));
    const expected: Record<string, number> = {};
    for (const p of PLAYERS)
      expected[p] = (
        await t.call<{ game_balance: number }>('/api/auth/get_balance', { account_id: p, auth: auth[p] })
      ).value.game_balance;

    const hdp = [
      await t.selection('HDP', 1, 0),
      await t.selection('HDP', 2, 1),
      await t.selection('HDP', 1, 2),
    ];
    const okBets: { bet_id: number; player: string; stake: number; potential: number }[] = [];
    const okWithdrawals: { request_id: number; player: string; amount: number }[] = [];
    const settled = new Set<number>();
    const decided = new Set<number>();
    let n = 0;
    let duplicatesSent = 0;
    let conflicts = 0;

    for (let wave = 0; wave < WAVES; wave++) {
      const groups: Sent[][] = [];
      for (let i = 0; i < OPS_PER_WAVE; i++) {
        const player = pick(PLAYERS);
        const ref = { account_id: player, auth: auth[player] };
        const key = `bank-${seed}-${n++}`;
        const r = rand();
        let op: Sent;
        if (r < 0.25)
          op = {
            path: '/api/wallet/deposit',
            player,
            key,
            admin: false,
            body: { ...ref, amount: amount(100, 50_000), method: 'GCASH', idempotency_key: key },
          };
        else if (r < 0.45) {
          const [bank] = await t.sql<{ id: number }>(
            'SELECT id FROM bank_accounts WHERE player_id = $1 AND removed_at IS NULL',
            [ids[player]],
          );
          op = {
            path: '/api/wallet/withdraw',
            player,
            key,
            admin: false,
            body: { ...ref, amount: amount(100, 80_000), bank_account_id: bank?.id, idempotency_key: key },
          };
        } else if (r < 0.55)
          op = {
            path: '/api/wallet/cancel_withdrawal',
            player,
            key,
            admin: false,
            body: { ...ref, idempotency_key: key },
          };
        else if (r < 0.8)
          op = {
            path: '/api/sportsbook/place_bet',
            player,
            key,
            admin: false,
            body: {
              ...ref,
              bet_type: 'HDP',
              stake: amount(100, 30_000),
              selections: [pick(hdp)],
              idempotency_key: key,
            },
          };
        else if (r < 0.9 && okBets.length > 0) {
          const b = pick(okBets);
          op = {
            path: '/api/operator/settle_bet',
            player: b.player,
            key: null,
            admin: true,
            body: { bet_id: b.bet_id, result: pick(['won', 'lost', 'void']) },
          };
        } else if (okWithdrawals.length > 0) {
          const w = pick(okWithdrawals);
          op = {
            path: '/api/operator/payment_decide',
            player: w.player,
            key: null,
            admin: true,
            body: { request_id: w.request_id, decision: pick(['approve', 'reject']) },
          };
        } else continue;
        const group = [op];
        const copies = rand() < 0.35 ? 1 + Math.floor(rand() * 2) : 0;
        for (let c = 0; c < copies; c++) group.push(op);
        duplicatesSent += copies;
        if (op.key && rand() < 0.08) {
          conflicts++;
          group.push({ ...op, body: { ...op.body, account_id: player, amount: 123, stake: 123 } });
        }
        groups.push(group);
      }
      // fire the whole wave at once, in a shuffled order
      const flat = groups.flatMap((g, gi) => g.map((s) => ({ s, gi })));
      for (let i = flat.length - 1; i > 0; i--) {
        const j = Math.floor(rand() * (i + 1));
        [flat[i], flat[j]] = [flat[j]!, flat[i]!];
      }
      const answers = await Promise.all(
        flat.map(async ({ s, gi }) => ({
          s,
          gi,
          a: s.admin ? await t.admin(s.path, s.body) : await t.call(s.path, s.body),
        })),
      );
      for (let gi = 0; gi < groups.length; gi++) {
        const got = answers.filter((x) => x.gi === gi);
        const op = groups[gi]![0]!;
        if (op.key) {
          // one body won the key: all its copies got one identical answer; any other body got idempotencyConflict
          const byBody = new Map<string, Envelope[]>();
          for (const x of got)
            byBody.set(JSON.stringify(x.s.body), [...(byBody.get(JSON.stringify(x.s.body)) ?? []), x.a]);
          const winners = [...byBody.entries()].filter(([, as]) =>
            as.some((a) => a.statusMessage !== 'idempotencyConflict'),
          );
          expect(winners.length, `key ${op.key}`).toBe(1);
          const [winnerBody, winnerAnswers] = winners[0]!;
          for (const a of winnerAnswers) expect(a).toEqual(winnerAnswers[0]);
          for (const [b, as] of byBody)
            if (b !== winnerBody)
              expect(as.every((a) => a.statusMessage === 'idempotencyConflict')).toBe(true);
          apply(JSON.parse(winnerBody), op, winnerAnswers[0]!);
        } else {
          const oks = got.filter((x) => x.a.statusCode === 1);
          expect(oks.length, `${op.path} ${JSON.stringify(op.body)}`).toBeLessThanOrEqual(1);
          if (oks[0]) apply(op.body, op, oks[0].a);
        }
      }
    }

    function apply(body: Record<string, unknown>, op: Sent, a: Envelope) {
      if (a.statusCode !== 1) return;
      const v = a.value as Record<string, number>;
      switch (op.path) {
        case '/api/wallet/deposit':
          expected[op.player]! += Number(body.amount);
          break;
        case '/api/wallet/withdraw':
          expected[op.player]! -= Number(body.amount);
          okWithdrawals.push({ request_id: v.request_id!, player: op.player, amount: Number(body.amount) });
          break;
        case '/api/wallet/cancel_withdrawal':
          expected[op.player]! += v.amount!;
          decided.add(v.request_id!);
          break;
        case '/api/sportsbook/place_bet':
          expected[op.player]! -= Number(body.stake);
          okBets.push({
            bet_id: v.bet_id!,
            player: op.player,
            stake: Number(body.stake),
            potential: v.potential_payout!,
          });
          break;
        case '/api/operator/settle_bet': {
          const bet = okBets.find((b) => b.bet_id === body.bet_id)!;
          expect(settled.has(bet.bet_id)).toBe(false);
          settled.add(bet.bet_id);
          if (body.result === 'won') expected[op.player]! += bet.potential;
          if (body.result === 'void') expected[op.player]! += bet.stake;
          break;
        }
        case '/api/operator/payment_decide': {
          const w = okWithdrawals.find((x) => x.request_id === body.request_id)!;
          expect(decided.has(w.request_id)).toBe(false);
          decided.add(w.request_id);
          if (body.decision === 'reject') expected[op.player]! += w.amount;
          break;
        }
      }
    }

    // the model and the database agree, for every player
    for (const p of PLAYERS) {
      const [w] = await t.sql<{ balance: number; held: number }>(
        'SELECT balance, held FROM wallets WHERE player_id = $1',
        [ids[p]],
      );
      const [l] = await t.sql<{ s: number }>(
        'SELECT coalesce(sum(amount), 0)::bigint AS s FROM ledger WHERE player_id = $1',
        [ids[p]],
      );
      const [h] = await t.sql<{ s: number }>(
        `SELECT coalesce(sum(amount), 0)::bigint AS s FROM payment_requests WHERE player_id = $1 AND kind = 'withdrawal' AND status = 'pending'`,
        [ids[p]],
      );
      expect(w!.balance, p).toBe(expected[p]);
      expect(w!.balance, p).toBe(l!.s);
      expect(w!.balance, p).toBeGreaterThanOrEqual(0);
      expect(w!.held, p).toBe(h!.s);
    }
    // each running balance_after follows from the row before it: no lost or interleaved update
    const jumps = await t.sql(
      `SELECT id FROM (SELECT id, balance_after, amount, lag(balance_after) OVER (PARTITION BY player_id ORDER BY id) AS prev FROM ledger) x
        WHERE prev IS NOT NULL AND prev + amount <> balance_after`,
    );
    expect(jumps).toEqual([]);
    // nothing applied twice: one ledger row per (player, kind, reference); one request per acknowledged key
    expect(
      await t.sql(
        `SELECT player_id, kind, ref FROM ledger WHERE ref <> '' GROUP BY 1, 2, 3 HAVING count(*) > 1`,
      ),
    ).toEqual([]);
    const requests = await t.sql<{ n: number }>(
      `SELECT count(*)::int AS n FROM payment_requests r JOIN idempotency i ON i.player_id = r.player_id
        AND (i.answer -> 'value' ->> 'request_id')::int = r.id AND i.path IN ('/api/wallet/deposit', '/api/wallet/withdraw')`,
    );
    expect(requests[0]!.n).toBe(
      (
        await t.sql<{ n: number }>(
          `SELECT count(*)::int AS n FROM idempotency WHERE path IN ('/api/wallet/deposit', '/api/wallet/withdraw') AND (answer ->> 'statusCode')::int = 1`,
        )
      )[0]!.n,
    );
    expect(duplicatesSent).toBeGreaterThan(50);
    expect(conflicts).toBeGreaterThan(5);
    expect(okBets.length).toBeGreaterThan(20);
    expect(settled.size).toBeGreaterThan(5);
  });
});
