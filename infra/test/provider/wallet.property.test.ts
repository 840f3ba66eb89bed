import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Envelope } from '@site/shared';
import { testApi, type TestApi } from '../helpers';
import type { WalletClient } from '../../src/provider/house/wallet-client';
import { balanceOf, houseClient, launchToken, ledgerInvariants } from './wallet-kit';

/**
 * Property: any interleaving of bet / win / rollback and their retries, some sent at the same time, leaves the
 * ledger invariants of docs/api.md true (balance = ledger sum, never negative, no reference twice), a repeated
 * transaction answers what it answered before, and the balance equals what the accepted answers say moved.
 */
let t: TestApi;
let wallet: WalletClient;
let token: string;
let run = 0;
beforeAll(async () => {
  t = await testApi();
  wallet = houseClient(t);
  token = await launchToken(t, await t.login());
});
afterAll(() => t?.close());

type Op =
  | { kind: 'bet'; round: number; bet: number; amount: number }
  | { kind: 'win'; round: number; amount: number }
  | { kind: 'rollback'; round: number; bet: number }
  | { kind: 'retry'; pick: number };

const opArb: fc.Arbitrary<Op> = fc.oneof(
  fc.record({
    kind: fc.constant('bet' as const),
    round: fc.nat(2),
    bet: fc.nat(1),
    amount: fc.integer({ min: 1, max: 5_000 }),
  }),
  fc.record({
    kind: fc.constant('win' as const),
    round: fc.nat(2),
    amount: fc.integer({ min: 0, max: 20_000 }),
  }),
  fc.record({ kind: fc.constant('rollback' as const), round: fc.nat(2), bet: fc.nat(1) }),
  fc.record({ kind: fc.constant('retry' as const), pick: fc.nat() }),
);
/** Steps of one to three calls sent at once. */
const planArb = fc.array(fc.array(opArb, { minLength: 1, maxLength: 3 }), { minLength: 1, maxLength: 8 });

/** JSON with sorted keys (a stored answer comes back from jsonb with its keys reordered). */
const canon = (v: unknown): string =>
  JSON.stringify(v, (_k, x: unknown) =>
    x && typeof x === 'object' && !Array.isArray(x)
      ? Object.fromEntries(Object.entries(x).sort(([a], [b]) => a.localeCompare(b)))
      : x,
  );

interface Sent {
  kind: 'bet' | 'win' | 'rollback';
  tx: string;
  send: () => Promise<Envelope<{ balance: number; ledger_id: string | null }>>;
  amount: number;
  betTx?: string;
}

describe('seamless wallet under random interleavings', () => {
  it('keeps the ledger invariants and answers every transaction once', async () => {
    await fc.assert(
      fc.asyncProperty(planArb, async (plan) => {
        const r = ++run;
        const before = await balanceOf(t, 'demo1');
        const rid = (round: number) => `p${r}-r${round}`;
        const btx = (round: number, bet: number) => `p${r}-r${round}-b${bet}`;
        const sent: Sent[] = [];
        const answers = new Map<string, Envelope<{ balance: number; ledger_id: string | null }>[]>();
        const betAmount = new Map<string, number>();
        let wins = 0;
        const make = (op: Op): Sent | null => {
          if (op.kind === 'retry') return sent.length ? sent[op.pick % sent.length]! : null;
          if (op.kind === 'bet') {
            const tx = btx(op.round, op.bet);
            const amount = betAmount.get(tx) ?? op.amount; // a bet id always carries the same stake
            betAmount.set(tx, amount);
            const body = {
              token,
              round_id: rid(op.round),
              transaction_id: tx,
              game_code: 'HOUSE-SLOT-001',
              amount,
            };
            return { kind: 'bet', tx, amount, send: () => wallet.call('/provider/v1/bet', body) };
          }
          if (op.kind === 'win') {
            const tx = `p${r}-w${++wins}`;
            const body = { token, round_id: rid(op.round), transaction_id: tx, amount: op.amount };
            return { kind: 'win', tx, amount: op.amount, send: () => wallet.call('/provider/v1/win', body) };
          }
          const betTx = btx(op.round, op.bet);
          const tx = `p${r}-x${op.round}-${op.bet}`;
          const body = { token, round_id: rid(op.round), transaction_id: tx, ref_transaction_id: betTx };
          return {
            kind: 'rollback',
            tx,
            amount: 0,
            betTx,
            send: () => wallet.call('/provider/v1/rollback', body),
          };
        };
        for (const step of plan) {
          const calls = step.map(make).filter((c): c is Sent => c !== null);
          const got = await Promise.all(calls.map((c) => c.send()));
          calls.forEach((c, i) => {
            if (!sent.some((x) => x.tx === c.tx)) sent.push(c);
            answers.set(c.tx, [...(answers.get(c.tx) ?? []), got[i]!]);
          });
        }
        expect(await ledgerInvariants(t)).toEqual([]);
        let expected = before;
        for (const c of sent) {
          const all = answers.get(c.tx)!;
          const accepted = all.filter((a) => a.statusCode === 1);
          // A bet is decided once; an accepted win or rollback answers the same every time.
          if (c.kind === 'bet') expect(new Set(all.map(canon)).size).toBe(1);
          expect(new Set(accepted.map(canon)).size).toBeLessThanOrEqual(1);
          const first = accepted[0];
          if (!first) continue;
          if (c.kind === 'bet') expected -= c.amount;
          if (c.kind === 'win') expected += c.amount;
          if (c.kind === 'rollback' && first.value.ledger_id) expected += betAmount.get(c.betTx!) ?? 0;
        }
        expect(await balanceOf(t, 'demo1')).toBe(expected);
        const [wonTwice] = await t.sql(
          `SELECT round_id FROM provider_transactions WHERE kind = 'win' AND status = 'accepted'
            GROUP BY provider_code, round_id HAVING count(*) > 1`,
        );
        expect(wonTwice).toBeUndefined();
      }),
      {
        numRuns: Number(process.env.WALLET_RUNS ?? 40),
        seed: process.env.WALLET_SEED ? Number(process.env.WALLET_SEED) : undefined,
      },
    );
  }, 240_000);
});
