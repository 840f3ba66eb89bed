// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bus } from '../events/bus';
import { useUserStore } from '../stores/user';
import { createSiteQueryClient } from './client';
import { isPlayerKey, queryKeys } from './keys';
import { loadPlayerData, playerQueries, refreshAfterMoneyMovement } from './player';
import { callValue } from './call';

const ok = (value: unknown) =>
  new Response(JSON.stringify({ statusCode: 1, statusMessage: 'OK', statusDetail: '', value }));
const refused = (statusMessage: string) =>
  new Response(JSON.stringify({ statusCode: 2, statusMessage, statusDetail: 'x: y', value: null }));
const level = {
  starting_deposit: 0,
  cycle_deposit: 500,
  deposit_next: 1000,
  starting_turnover: 0,
  cycle_turnover: 0,
  turnover_next: 1000,
  vip_name: 'Bronze',
  vip_name_next: 'Silver',
};
let paths: string[] = [];
function serve(answers: Record<string, () => Response>) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      paths.push(url);
      return (answers[url] ?? (() => ok(null)))();
    }),
  );
}
const ref = { account_id: 'demo1', auth: 't1' };

beforeEach(() => {
  paths = [];
  useUserStore.getState().reset();
  useUserStore.getState().setLogin({
    statusCode: 1,
    statusMessage: 'OK',
    statusDetail: '',
    value: { token: 't1', user: { account_id: 'demo1', session_token: 't1' }, fullname: '', email: '' },
  });
  serve({
    '/api/auth/get_balance': () => ok({ game_balance: 12_500, game_token: 'g' }),
    '/api/auth/vip': () => ok({ nextLevel: [level] }),
    '/api/home/fav_list': () => ok([{ game_code: 'a' }]),
  });
});
afterEach(() => vi.unstubAllGlobals());

describe('data layer', () => {
  it('player data loaded through the cache fills the SPEC §3 user-store fields', async () => {
    await loadPlayerData(createSiteQueryClient());
    const s = useUserStore.getState();
    expect(s.game.balance).toBe(12_500);
    expect(s.vip?.vip_name).toBe('Bronze');
    expect(s.game_fav_list).toHaveLength(1);
  });
  it('a balance asked for twice at once is fetched once', async () => {
    const client = createSiteQueryClient();
    await Promise.all([loadPlayerData(client), client.fetchQuery(playerQueries.balance(ref))]);
    expect(paths.filter((p) => p === '/api/auth/get_balance')).toHaveLength(1);
  });
  it('a balance set in the cache (a deposit answer) reaches the store; another account’s does not', () => {
    const client = createSiteQueryClient();
    client.setQueryData(queryKeys.wallet.balance('demo1'), { game_balance: 99, game_token: 'g' });
    client.setQueryData(queryKeys.wallet.balance('other'), { game_balance: 1, game_token: 'g' });
    expect(useUserStore.getState().game.balance).toBe(99);
  });
  it('the minigame tokens query fills the user store’s minigame (SPEC §3); another account’s does not', async () => {
    serve({
      '/api/minigame/tokens': () =>
        ok({
          token_balance: 4,
          frozen_token: 2,
          unfreeze_at: '',
          turnover_per_token: 1,
          daily_cap: 1,
          today_turnover: 0,
          spins: [],
        }),
    });
    const client = createSiteQueryClient();
    await client.fetchQuery(playerQueries.minigame(ref));
    expect(useUserStore.getState().minigame).toEqual({ token_balance: 4, frozen_token: 2 });
    client.setQueryData(queryKeys.games.minigame('other'), { token_balance: 9, frozen_token: 9 });
    expect(useUserStore.getState().minigame).toEqual({ token_balance: 4, frozen_token: 2 });
  });
  it('a money movement refetches balance, transactions, VIP and missions', async () => {
    const client = createSiteQueryClient();
    const keys = [
      queryKeys.wallet.balance('demo1'),
      queryKeys.wallet.transactions('demo1', { type: 'deposit' }),
      queryKeys.account.vip('demo1'),
      queryKeys.account.missions('demo1'),
      queryKeys.games.hot(),
    ];
    const values = [{ game_balance: 1, game_token: '' }, { items: [] }, { nextLevel: [level] }, [], []];
    keys.forEach((k, i) => client.setQueryData(k, values[i]));
    await refreshAfterMoneyMovement(client, 'demo1');
    const stale = keys.map((k) => client.getQueryState(k)?.isInvalidated);
    expect(stale).toEqual([true, true, true, true, false]);
  });
  it('a refused query goes to the central handler (error dialog); a silent one does not', async () => {
    serve({ '/api/auth/vip': () => refused('tacLocked') });
    const dialogs: unknown[] = [];
    const off = bus.on('modal:open', (m) => dialogs.push(m));
    const client = createSiteQueryClient();
    await client.fetchQuery(playerQueries.vip(ref)).catch(() => null);
    await client
      .fetchQuery({
        queryKey: ['x'],
        queryFn: () => callValue('/api/auth/vip', ref),
        meta: { errors: 'silent' },
      })
      .catch(() => null);
    off();
    expect(dialogs).toHaveLength(1);
  });
  it("a refusal saying the page's money is stale refreshes the money figures; another refusal does not", async () => {
    serve({
      '/api/wallet/withdraw': () => refused('withdrawalPending'),
      '/api/wallet/deposit': () => refused('invalidInput'),
    });
    const client = createSiteQueryClient();
    const balance = queryKeys.wallet.balance('demo1');
    const withdrawal = queryKeys.wallet.withdrawal('demo1');
    const send = (path: string) =>
      client
        .getMutationCache()
        .build(client, {
          mutationFn: () => callValue(path as never, ref as never),
          meta: { errors: 'inline' },
        })
        .execute(undefined)
        .catch(() => null);
    client.setQueryData(balance, { game_balance: 1, game_token: '' });
    client.setQueryData(withdrawal, { pending: null });
    await send('/api/wallet/deposit');
    expect(client.getQueryState(balance)?.isInvalidated).toBe(false);
    await send('/api/wallet/withdraw');
    expect([balance, withdrawal].map((k) => client.getQueryState(k)?.isInvalidated)).toEqual([true, true]);
  });
  it('a stake refused as out of limits refreshes the bet limits the slip shows', async () => {
    serve({ '/api/sportsbook/place_bet': () => refused('stakeOutOfLimits') });
    const client = createSiteQueryClient();
    const limits = queryKeys.content.site('/api/sportsbook/bet_limits');
    client.setQueryData(limits, { min_stake: 100, max_stake: 1000 });
    await client
      .getMutationCache()
      .build(client, {
        mutationFn: () => callValue('/api/sportsbook/place_bet', ref as never),
        meta: { errors: 'inline' },
      })
      .execute(undefined)
      .catch(() => null);
    expect(client.getQueryState(limits)?.isInvalidated).toBe(true);
  });
  it('player keys are told apart from site keys', () => {
    expect(isPlayerKey(queryKeys.wallet.balance('a'))).toBe(true);
    expect(isPlayerKey(queryKeys.games.hot('slots'))).toBe(false);
  });
});
