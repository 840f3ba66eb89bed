// @vitest-environment jsdom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render } from '@testing-library/react';
import { ThemeProvider } from '@emotion/react';
import { QueryClient, QueryClientProvider } from '@site/shared/query';
import {
  callValue,
  createSiteQueryClient,
  initI18n,
  templateOf,
  themeFor,
  THEME_CODES,
  THEME_COLORS,
  useLayoutStore,
  type ThemeCode,
} from '@site/shared';
import type * as Shared from '@site/shared';
import prefetchHome from './HomePrefetch';
import HomePage from './HomePage';
import { HOME_CALLS } from './first-calls';

vi.mock('@site/shared', async (importOriginal) => ({
  ...(await importOriginal<typeof Shared>()),
  callValue: vi.fn(),
  // the games remote's hot games: another remote's module, not this remote's call
  RemoteComponent: () => null,
}));

const call = vi.mocked(callValue);
/** What each call answers in these tests: enough for every section to draw. */
const ANSWERS: Record<string, unknown> = {
  '/api/content/promotions': [],
  '/api/content/news': [],
  '/api/product/providers': [{ provider_code: 'PPLAY', category: 'slot_game', count: 3 }],
  '/api/settings/top10winner_withdrawal': {
    winner: [],
    withrawal: [],
    registered_player: 1,
    active_player: 1,
    deposited_player: 1,
    hour_withdrawal: 0,
  },
};
const answering = () =>
  call.mockImplementation(((path: string) => Promise.resolve(ANSWERS[path])) as unknown as typeof callValue);
const neverAnswering = () =>
  call.mockImplementation((() => new Promise(() => undefined)) as unknown as typeof callValue);

const paths = () => call.mock.calls.map((c) => c[0] as string);
const keysOf = (client: QueryClient) =>
  client
    .getQueryCache()
    .getAll()
    .map((q) => JSON.stringify(q.queryKey))
    .sort();

function prefetch(code: ThemeCode, client: QueryClient) {
  useLayoutStore.setState({ template: templateOf(code) });
  prefetchHome({ url: new URL('http://localhost/'), queryClient: client });
}

function renderHome(code: ThemeCode, client: QueryClient) {
  return render(
    <QueryClientProvider client={client}>
      <ThemeProvider theme={themeFor(code, THEME_COLORS[code][0])}>
        <HomePage />
      </ThemeProvider>
    </QueryClientProvider>,
  );
}

// the sections' texts, as the shell would have them (no missing-instance warnings)
beforeAll(async () => {
  await initI18n('EN');
});
beforeEach(() => {
  call.mockReset();
});
afterEach(() => {
  cleanup();
  useLayoutStore.setState({ template: '' });
});

describe("HomePrefetch: the home's first data calls start with the navigation (issue 16.1)", () => {
  it.each([
    [
      'casino1',
      ['/api/content/promotions', '/api/settings/top10winner_withdrawal', '/api/product/providers'],
    ],
    ['slot2', ['/api/product/providers', '/api/content/promotions', '/api/settings/top10winner_withdrawal']],
    ['sportsbook1', ['/api/content/promotions', '/api/settings/top10winner_withdrawal']],
    ['casino3', ['/api/content/promotions', '/api/settings/top10winner_withdrawal', '/api/content/news']],
  ] as const)('%s: starts %j, each once', (code, expected) => {
    neverAnswering();
    prefetch(code, new QueryClient());
    expect(paths()).toEqual(expected);
  });

  it("the providers call asks for every category, as the home's strip does (not a lobby's)", () => {
    neverAnswering();
    prefetch('casino1', new QueryClient());
    expect(call.mock.calls.find((c) => c[0] === '/api/product/providers')?.[1]).not.toHaveProperty(
      'category',
    );
  });

  it('before startup named a template (or an unknown one): the calls of template1, the home HomePage falls back to', () => {
    neverAnswering();
    useLayoutStore.setState({ template: 'nope' });
    prefetchHome({ url: new URL('http://localhost/'), queryClient: new QueryClient() });
    expect(paths()).toHaveLength(HOME_CALLS.template1!.length);
  });

  // One site per template: the table in first-calls.ts must match what each composition's sections ask for.
  const oneCodePerTemplate = [...new Map(THEME_CODES.map((c) => [templateOf(c), c])).values()];

  it('covers every template', () => {
    expect(oneCodePerTemplate.map(templateOf).sort()).toEqual(Object.keys(HOME_CALLS).sort());
  });

  it.each(oneCodePerTemplate)(
    '%s: starts exactly the queries its home sections make, under the same keys',
    async (code) => {
      neverAnswering();
      const rendered = new QueryClient();
      renderHome(code, rendered);
      await act(async () => undefined);
      const prefetched = new QueryClient();
      prefetch(code, prefetched);
      expect(keysOf(prefetched)).toEqual(keysOf(rendered));
      expect(keysOf(rendered).length).toBeGreaterThan(0);
    },
  );

  it.each(oneCodePerTemplate)(
    '%s: the sections find the answers (or the calls in flight) in the cache: no call is made twice',
    async (code) => {
      answering();
      const answered = createSiteQueryClient();
      prefetch(code, answered);
      await act(async () => undefined);
      renderHome(code, answered);
      await act(async () => undefined);
      const inFlight = createSiteQueryClient();
      neverAnswering();
      prefetch(code, inFlight);
      renderHome(code, inFlight);
      await act(async () => undefined);
      const counts = new Map<string, number>();
      for (const p of paths()) counts.set(p, (counts.get(p) ?? 0) + 1);
      // each path once for the answered client and once for the in-flight one
      for (const [p, n] of counts) expect(n, p).toBe(2);
      expect(counts.size).toBe(HOME_CALLS[templateOf(code)]!.length);
    },
  );
});
