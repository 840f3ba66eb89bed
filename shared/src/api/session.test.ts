// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { signIn, signInWithTac } from './session';
import { useUserStore } from '../stores/user';
import { createSiteQueryClient } from '../data/client';

const login = {
  token: 't1',
  user: { account_id: 'demo1', session_token: 't1' },
  fullname: 'Demo',
  email: 'd@x.io',
};
const envelope = (statusCode: number, value: unknown) =>
  new Response(
    JSON.stringify({ statusCode, statusMessage: statusCode === 1 ? 'OK' : 'x', statusDetail: '', value }),
  );

let paths: string[] = [];
function serve(answers: Record<string, () => Response>) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      paths.push(url);
      return (answers[url] ?? (() => envelope(1, null)))();
    }),
  );
}

beforeEach(() => {
  paths = [];
  useUserStore.getState().reset();
  createSiteQueryClient();
});
afterEach(() => vi.unstubAllGlobals());

describe('sign-in (SPEC §4)', () => {
  it('a password login with statusCode 1 and a token authenticates, then fetches balance, VIP and favourites', async () => {
    serve({ '/api/auth/login': () => envelope(1, login) });
    await signIn('demo1', 'pw');
    expect(useUserStore.getState().isAuthenticated).toBe(true);
    expect(paths).toEqual([
      '/api/auth/login',
      '/api/auth/get_balance',
      '/api/auth/vip',
      '/api/home/fav_list',
    ]);
  });
  it('a TAC login follows the same rule; statusCode 1 without a token does not authenticate', async () => {
    serve({ '/api/auth/login_tac': () => envelope(1, login) });
    await signInWithTac('demo1', '123456', 'request-handle-123456');
    expect(useUserStore.getState().isAuthenticated).toBe(true);
    serve({ '/api/auth/login_tac': () => envelope(1, { ...login, token: '' }) });
    await signInWithTac('demo1', '123456', 'request-handle-123456');
    expect(useUserStore.getState().isAuthenticated).toBe(false);
    expect(useUserStore.getState().fullname).toBe('Demo');
  });
  it('a failed TAC login (network) is not authenticated', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    const a = await signInWithTac('demo1', '1', 'request-handle-123456');
    expect(a.statusCode).toBe(-500);
    expect(useUserStore.getState().isAuthenticated).toBe(false);
  });
});
