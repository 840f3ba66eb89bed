import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { crashMultiplierAt, crashPayout, crashTimeFor, verifyRound } from '@site/shared';
import { testApi, type TestApi } from '../helpers';
import {
  cashoutCrash,
  crashEndsAt,
  crashOutcome,
  crashState,
  currentCrash,
  DemoCrashRounds,
  startCrash,
  type CrashSettled,
} from '../../src/provider/house/crash';
import { sweepOpenRounds } from '../../src/provider/house/sweep';
import { currentChain } from '../../src/provider/house/chain';
import { balanceOf, houseClient, launchToken, ledgerInvariants } from './wallet-kit';

/**
 * The crash game (docs/provider.md) over the signed wallet API. Time is injected: `clock.t` is the house server's
 * clock, moved by the tests (never a sleep); each test starts 5 minutes after the last, so earlier rounds ended.
 */
let t: TestApi;
let demo: { account_id: string; auth: string };
const clock = { t: Date.now() };
const now = () => clock.t;
beforeAll(async () => {
  t = await testApi();
  demo = await t.login();
});
afterAll(() => t?.close());
beforeEach(() => {
  clock.t += 5 * 60_000;
});

const GAME = 'HOUSE-CRASH-001';
const wallet = () => houseClient(t);
const db = () => t.platform.db;

/** What the server keeps and never answers while the round runs. */
async function secretOf(roundId: string) {
  const [row] = await t.sql<{
    status: string;
    payout: number;
    token: string | null;
    player_ref: string | null;
    detail: { crash_point: number; started_at: number; auto_cashout: number | null };
  }>('SELECT status, payout, token, player_ref, detail FROM house_rounds WHERE round_id = $1', [roundId]);
  return row!;
}

/** Starts rounds until one's crash point satisfies `want` (settling the others as losses). */
async function startWhere(
  token: string,
  stake: number,
  want: (crash: number) => boolean,
  auto: number | null = null,
) {
  for (;;) {
    const r = await startCrash(db(), wallet(), { token, stake, auto_cashout: auto }, now);
    expect(r.statusCode).toBe(1);
    const s = await secretOf(r.value.round_id);
    if (want(s.detail.crash_point)) return { round: r.value, crash: s.detail.crash_point };
    clock.t += 200_000;
    expect((await crashState(db(), wallet(), { token, round_id: r.value.round_id }, now)).value.status).toBe(
      'settled',
    );
  }
}

const winsOf = async (roundId: string) =>
  (
    await t.sql<{ n: number }>(
      `SELECT count(*)::int AS n FROM provider_transactions WHERE round_id = $1 AND kind = 'win'`,
      [roundId],
    )
  )[0]!.n;
const ledgerOf = async (roundId: string) =>
  t.sql<{ kind: string; amount: number }>('SELECT kind, amount FROM ledger WHERE ref LIKE $1 ORDER BY id', [
    `HOUSE:${roundId}-%`,
  ]);

describe('the house crash game', () => {
  it('the rules: the round ends at min(crash, auto); an auto target equal to the crash point is paid', () => {
    const plan = { crash: 250, auto: null, startedAt: 1_000 };
    expect(crashOutcome(plan, 1_000, false)).toBeNull();
    expect(crashOutcome(plan, 1_000, true)).toEqual({ cashout: 100 });
    expect(crashOutcome(plan, 1_000 + crashTimeFor(250) - 1, true)).toEqual({ cashout: 249 });
    expect(crashOutcome(plan, 1_000 + crashTimeFor(250), true)).toEqual({ cashout: null });
    expect(crashOutcome(plan, 1_000 + crashTimeFor(250), false)).toEqual({ cashout: null });
    const tie = { crash: 250, auto: 250, startedAt: 0 };
    expect(crashEndsAt(tie)).toBe(crashTimeFor(250));
    expect(crashOutcome(tie, crashTimeFor(250), false)).toEqual({ cashout: 250 });
    expect(crashOutcome({ crash: 250, auto: 251, startedAt: 0 }, 10 ** 6, true)).toEqual({ cashout: null });
    // a round that crashes at ×1.00 is lost from its first millisecond
    expect(crashOutcome({ crash: 100, auto: null, startedAt: 0 }, 0, true)).toEqual({ cashout: null });
  });

  it('start bets and answers the clock but never the crash point; a cash-out before the crash pays stake × m', async () => {
    const token = await launchToken(t, demo, GAME);
    const before = await balanceOf(t, 'demo1');
    // a round whose crash point is not the stake's own number, in hundredths or as a multiplier (×10.00 is 1 000
    // hundredths and ×1 000.00 is 100 000, while the stake is 1 000): the check below tells the crash point apart
    // from every field of the answer
    const { round, crash } = await startWhere(token, 1_000, (c) => c >= 150 && c !== 1_000 && c !== 100_000);
    expect(Object.keys(round).sort()).toEqual(
      ['auto_cashout', 'balance', 'now', 'round_id', 'stake', 'started_at'].sort(),
    );
    expect(round).toMatchObject({ stake: 1_000, started_at: clock.t, now: clock.t, auto_cashout: null });
    // no field carries the crash point, in hundredths or as a multiplier (a substring check of the whole answer
    // failed when its digits happened to appear inside the clock's milliseconds)
    for (const value of Object.values(round)) expect([crash, crash / 100]).not.toContain(value);
    const startBalance = round.balance;
    expect(await balanceOf(t, 'demo1')).toBe(startBalance);
    const s = await secretOf(round.round_id);
    expect(s).toMatchObject({ status: 'open', token, player_ref: expect.stringMatching(/^P\d+$/) });
    // running: the state answers the clock only
    clock.t += 3_000;
    const st = await crashState(db(), wallet(), { token, round_id: round.round_id }, now);
    expect(st.value).toEqual({
      round_id: round.round_id,
      stake: 1_000,
      status: 'running',
      started_at: round.started_at,
      now: clock.t,
      auto_cashout: null,
    });
    // cash out one millisecond before the multiplier reaches the crash
    clock.t = round.started_at + crashTimeFor(crash) - 1;
    const m = crashMultiplierAt(clock.t - round.started_at);
    expect(m).toBeLessThan(crash);
    const c = await cashoutCrash(db(), wallet(), { token, round_id: round.round_id }, now);
    expect(c.statusCode).toBe(1);
    const v = c.value as CrashSettled;
    expect(v).toMatchObject({
      status: 'settled',
      cashout: m,
      payout: crashPayout(1_000, m),
      crash_point: crash,
    });
    expect(v.balance).toBe(startBalance + v.payout);
    expect(await balanceOf(t, 'demo1')).toBe(v.balance);
    expect(await ledgerOf(round.round_id)).toEqual([
      { kind: 'bet', amount: -1_000 },
      { kind: 'win', amount: v.payout },
    ]);
    expect(await secretOf(round.round_id)).toMatchObject({ status: 'settled', token: null });
    // a repeat answers the same settled round and pays nothing more
    clock.t += 60_000;
    expect((await cashoutCrash(db(), wallet(), { token, round_id: round.round_id }, now)).value).toEqual(v);
    expect(await winsOf(round.round_id)).toBe(1);
    expect(before).toBeGreaterThan(0);
    expect(await ledgerInvariants(t)).toEqual([]);
  });

  it('a cash-out after the crash loses the stake (the win closes the round with 0)', async () => {
    const token = await launchToken(t, demo, GAME);
    const { round, crash } = await startWhere(token, 500, () => true);
    clock.t = round.started_at + crashTimeFor(crash) + 5;
    const c = await cashoutCrash(db(), wallet(), { token, round_id: round.round_id }, now);
    expect(c.value).toMatchObject({ status: 'settled', cashout: null, payout: 0, crash_point: crash });
    expect((c.value as CrashSettled).balance).toBe(round.balance);
    expect(await ledgerOf(round.round_id)).toEqual([{ kind: 'bet', amount: -500 }]);
    expect(await winsOf(round.round_id)).toBe(1);
  });

  it('an auto cash-out at or below the crash pays at the auto target; above it the round is lost', async () => {
    const token = await launchToken(t, demo, GAME);
    const { round, crash } = await startWhere(token, 1_000, (c) => c >= 120, 120);
    expect(round.auto_cashout).toBe(120);
    // just before the auto target the round runs; a state at the target settles it at ×1.20, whatever the crash
    clock.t = round.started_at + crashTimeFor(120) - 1;
    expect((await crashState(db(), wallet(), { token, round_id: round.round_id }, now)).value.status).toBe(
      'running',
    );
    clock.t += 1;
    const st = await crashState(db(), wallet(), { token, round_id: round.round_id }, now);
    expect(st.value).toMatchObject({ status: 'settled', cashout: 120, payout: 1_200, crash_point: crash });
    // a late cash-out of an auto round is paid at the auto target, not at its own clock
    const late = await startWhere(token, 1_000, (c) => c >= 120, 120);
    clock.t = late.round.started_at + 100_000;
    const c = await cashoutCrash(db(), wallet(), { token, round_id: late.round.round_id }, now);
    expect(c.value).toMatchObject({ cashout: 120, payout: 1_200 });
    // an auto target above the crash point: lost at the crash
    const above = await startWhere(token, 1_000, (x) => x < 100_000, 100_000);
    clock.t = crashEndsAt({ crash: above.crash, auto: 100_000, startedAt: above.round.started_at });
    const lost = await crashState(db(), wallet(), { token, round_id: above.round.round_id }, now);
    expect(lost.value).toMatchObject({ cashout: null, payout: 0, crash_point: above.crash });
    expect(await ledgerInvariants(t)).toEqual([]);
  });

  it('a cash-out racing state calls past the end pays once: one win, one ledger row', async () => {
    const token = await launchToken(t, demo, GAME);
    const { round, crash } = await startWhere(token, 2_000, (c) => c >= 110);
    const end = round.started_at + crashTimeFor(crash);
    const cashAt = () => round.started_at + 1_000; // still before the crash
    const stateAt = () => end + 10; // past the crash
    const answers = await Promise.all([
      cashoutCrash(db(), wallet(), { token, round_id: round.round_id }, cashAt),
      crashState(db(), wallet(), { token, round_id: round.round_id }, stateAt),
      cashoutCrash(db(), wallet(), { token, round_id: round.round_id }, cashAt),
      crashState(db(), wallet(), { token, round_id: round.round_id }, stateAt),
    ]);
    for (const a of answers) expect(a.statusCode).toBe(1);
    const payouts = new Set(answers.map((a) => (a.value as CrashSettled).payout));
    expect(payouts.size).toBe(1);
    const [payout] = [...payouts];
    expect(await winsOf(round.round_id)).toBe(1);
    const rows = await ledgerOf(round.round_id);
    expect(rows.filter((r) => r.kind === 'win')).toHaveLength(payout! > 0 ? 1 : 0);
    expect(await balanceOf(t, 'demo1')).toBe(round.balance + payout!);
    expect(await ledgerInvariants(t)).toEqual([]);
  });

  it('the revealed seed is in the committed chain and recomputes the crash point in the verifier', async () => {
    const token = await launchToken(t, demo, GAME);
    const committed = await currentChain(db(), GAME);
    const { round } = await startWhere(token, 100, () => true);
    clock.t += 200_000;
    const v = (await crashState(db(), wallet(), { token, round_id: round.round_id }, now))
      .value as CrashSettled;
    expect(v.terminating_hash).toBe(committed.terminating_hash);
    expect(v.salt).toBe(GAME);
    const check = await verifyRound({
      seed: v.seed,
      index: v.index,
      terminatingHash: v.terminating_hash,
      salt: v.salt,
    });
    expect(check.inChain).toBe(true);
    expect(check.hash).toBe(v.hash);
    expect(check.crash).toBe(v.crash_point);
  });

  it('one running round per player: a second start is refused until the first ends', async () => {
    const token = await launchToken(t, demo, GAME);
    const { round } = await startWhere(token, 100, (c) => c >= 200);
    clock.t += 1_000;
    const again = await startCrash(db(), wallet(), { token, stake: 100 }, now);
    expect(again.statusMessage).toBe('roundInProgress');
    // once its end has passed, the next start settles it (lost) and plays on
    clock.t += 200_000;
    const next = await startCrash(db(), wallet(), { token, stake: 100 }, now);
    expect(next.statusCode).toBe(1);
    expect((await secretOf(round.round_id)).status).toBe('settled');
    clock.t += 200_000;
    await crashState(db(), wallet(), { token, round_id: next.value.round_id }, now);
    expect(await ledgerInvariants(t)).toEqual([]);
  });

  it('bad input: a stake that is not a positive whole amount, an auto cash-out below ×1.01, a token of another game', async () => {
    const token = await launchToken(t, demo, GAME);
    expect((await startCrash(db(), wallet(), { token, stake: 10.5 }, now)).statusMessage).toBe(
      'invalidInput',
    );
    expect(
      (await startCrash(db(), wallet(), { token, stake: 100, auto_cashout: 100 }, now)).statusMessage,
    ).toBe('invalidInput');
    const slot = await launchToken(t, demo, 'HOUSE-SLOT-001');
    expect((await startCrash(db(), wallet(), { token: slot, stake: 100 }, now)).statusMessage).toBe(
      'invalidToken',
    );
  });

  it('resume: a new launch of the same player finds the running round and cashes it out; another player finds nothing', async () => {
    const first = await launchToken(t, demo, GAME);
    const { round, crash } = await startWhere(first, 1_000, (c) => c >= 150);
    // the player leaves /playnow and comes back later: a new session, a new game token
    const again = await t.login();
    const second = await launchToken(t, again, GAME);
    clock.t = round.started_at + 2_000;
    const cur = await currentCrash(db(), wallet(), { token: second }, now);
    expect(cur.value.round).toEqual({
      round_id: round.round_id,
      stake: 1_000,
      status: 'running',
      started_at: round.started_at,
      now: clock.t,
      auto_cashout: null,
    });
    // another player's token neither finds nor touches it
    const other = await launchToken(t, await t.login('lucky88'), GAME);
    expect((await currentCrash(db(), wallet(), { token: other }, now)).value.round).toBeNull();
    expect(
      (await crashState(db(), wallet(), { token: other, round_id: round.round_id }, now)).statusMessage,
    ).toBe('roundNotFound');
    expect(
      (await cashoutCrash(db(), wallet(), { token: other, round_id: round.round_id }, now)).statusMessage,
    ).toBe('roundNotFound');
    // resuming hands the round to the new token: its polls no longer ask the wallet who the player is
    const calls: string[] = [];
    const counting = {
      call: (path: string, body: unknown) => {
        calls.push(path);
        return wallet().call(path as never, body as never);
      },
    } as unknown as ReturnType<typeof wallet>;
    expect(
      (await crashState(db(), counting, { token: second, round_id: round.round_id }, now)).value,
    ).toMatchObject({ status: 'running' });
    expect(calls).toEqual([]);
    // the new token cashes it out
    clock.t = round.started_at + crashTimeFor(crash) - 1;
    const c = await cashoutCrash(db(), wallet(), { token: second, round_id: round.round_id }, now);
    expect(c.value).toMatchObject({
      status: 'settled',
      payout: crashPayout(1_000, crashMultiplierAt(clock.t - round.started_at)),
    });
    expect((await currentCrash(db(), wallet(), { token: second }, now)).value.round).toBeNull();
    expect(await ledgerInvariants(t)).toEqual([]);
  });

  it('the sweeper settles a round whose end has passed once, and leaves a running round alone', async () => {
    const token = await launchToken(t, demo, GAME);
    const ended = await startWhere(token, 700, () => true, 101);
    const lucky = await t.login('lucky88');
    const luckyToken = await launchToken(t, lucky, GAME);
    const luckyBefore = await balanceOf(t, 'lucky88');
    const endAt = crashEndsAt({ crash: ended.crash, auto: 101, startedAt: ended.round.started_at });
    // lucky88's round starts when demo1's ends, with an auto target far above: it is still running at the sweep
    clock.t = endAt;
    const runningRound = await startWhere(luckyToken, 300, (c) => c >= 300);
    clock.t = runningRound.round.started_at + 1_000; // past demo1's end, 1 s into lucky88's round
    const swept = await sweepOpenRounds(db(), wallet(), 0, now);
    expect(swept).toMatchObject({ paid: 1, rolledBack: 0 });
    const paid = ended.crash >= 101 ? 707 : 0;
    expect(await secretOf(ended.round.round_id)).toMatchObject({
      status: 'settled',
      payout: paid,
      token: null,
    });
    expect(await winsOf(ended.round.round_id)).toBe(1);
    expect(await sweepOpenRounds(db(), wallet(), 0, now)).toEqual({ paid: 0, rolledBack: 0, left: 0 });
    const still = await secretOf(runningRound.round.round_id);
    expect(still).toMatchObject({ status: 'open', token: luckyToken });
    expect(await winsOf(runningRound.round.round_id)).toBe(0);
    expect(await balanceOf(t, 'lucky88')).toBe(runningRound.round.balance);
    expect(runningRound.round.balance).toBeLessThanOrEqual(luckyBefore - 300);
    // and the player can still cash it out
    const c = await cashoutCrash(
      db(),
      wallet(),
      { token: luckyToken, round_id: runningRound.round.round_id },
      now,
    );
    expect(c.value).toMatchObject({ status: 'settled', payout: crashPayout(300, crashMultiplierAt(1_000)) });
    expect(await ledgerInvariants(t)).toEqual([]);
  });

  it('demo crash: same rules on the server clock, kept in memory only (no row, no ledger), a seed that verifies', async () => {
    const rows = async () =>
      (
        await t.sql<{ n: number }>(
          'SELECT (SELECT count(*) FROM house_rounds) + (SELECT count(*) FROM ledger) AS n',
        )
      )[0]!.n;
    const before = await rows();
    const demoRounds = new DemoCrashRounds(now, 3);
    const s = await demoRounds.start(1_000, 101);
    expect(s.statusCode).toBe(1);
    expect(JSON.stringify(s.value)).not.toContain('crash_point');
    clock.t += 200_000;
    const v = demoRounds.state(s.value.round_id).value as CrashSettled;
    expect(v.status).toBe('settled');
    expect(v.payout).toBe(v.crash_point >= 101 ? 1_010 : 0);
    const check = await verifyRound({
      seed: v.seed,
      index: v.index,
      terminatingHash: v.terminating_hash,
      salt: v.salt,
    });
    expect(check).toMatchObject({ inChain: true, hash: v.hash, crash: v.crash_point });
    // a cash-out before the crash pays at the clock's multiplier
    const r = await demoRounds.start(100);
    expect(demoRounds.cashout(r.value.round_id).value).toMatchObject({ status: 'settled' });
    // bounded, and forgotten after 10 minutes
    for (let i = 0; i < 5; i++) await demoRounds.start(100);
    expect(demoRounds.size).toBeLessThanOrEqual(3);
    const last = await demoRounds.start(100);
    clock.t += 10 * 60_000;
    expect(demoRounds.state(last.value.round_id).statusMessage).toBe('roundNotFound');
    expect(await rows()).toBe(before);
  });

  it('the crash API over HTTP: start, state, cash-out, current; the demo twins write nothing', async () => {
    await t.platform.app.listen({ port: 0, host: '127.0.0.1' });
    const token = await launchToken(t, demo, GAME);
    // end any round of demo1 left by the tests above (their clock is ahead of the server's)
    await sweepOpenRounds(db(), wallet(), 0, () => clock.t + 200_000);
    const s = await t.call<{ round_id: string; started_at: number; now: number }>(
      '/provider/house/api/crash/start',
      { token, stake: 100 },
    );
    expect(s.statusCode).toBe(1);
    expect(s.value).not.toHaveProperty('crash_point');
    const cur = await t.call<{ round: { round_id: string } | null }>('/provider/house/api/crash/current', {
      token,
    });
    expect(cur.value.round?.round_id).toBe(s.value.round_id);
    const c = await t.call<CrashSettled>('/provider/house/api/crash/cashout', {
      token,
      round_id: s.value.round_id,
    });
    expect(c.statusCode).toBe(1);
    expect(c.value.status).toBe('settled');
    const st = await t.call<CrashSettled>('/provider/house/api/crash/state', {
      token,
      round_id: s.value.round_id,
    });
    expect(st.value).toEqual(c.value);
    expect(
      (await t.call('/provider/house/api/crash/start', { token, stake: 100, auto_cashout: 99 }))
        .statusMessage,
    ).toBe('invalidInput');
    const rows = async () =>
      (await t.sql<{ n: number }>('SELECT count(*)::int AS n FROM house_rounds'))[0]!.n;
    const before = await rows();
    const d = await t.call<{ round_id: string }>('/provider/house/api/demo/crash/start', { stake: 100 });
    expect(d.statusCode).toBe(1);
    const dc = await t.call<CrashSettled>('/provider/house/api/demo/crash/cashout', {
      round_id: d.value.round_id,
    });
    expect(dc.value.status).toBe('settled');
    expect(
      (await t.call<CrashSettled>('/provider/house/api/demo/crash/state', { round_id: d.value.round_id }))
        .value,
    ).toEqual(dc.value);
    expect(await rows()).toBe(before);
    const page = await t.platform.app.inject({ url: '/provider/house/play/crash' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<title>Paper Kite Crash</title>');
    expect(page.body).toContain('/provider/house/assets/crash.js');
  });
});
