// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { createElement, type ReactNode } from 'react';
import { act, renderHook } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@site/shared/query';
import { queryKeys, useLayoutStore, type Site } from '@site/shared';
import { useNews } from './get-news';
import { usePromotions } from './get-promotions';

const news = [
  { id: 1, title: 'Big win', body: '<p>EN</p>', local_title: '大奖', local_body: '', published_at: '' },
];
const promotions = [
  {
    id: 2,
    title: 'Welcome',
    body: 'EN body',
    local_title: '',
    local_body: '欢迎',
    image: '',
    starts_at: null,
    ends_at: null,
    bonus_amount: 0,
  },
];

function wrapper() {
  const client = new QueryClient();
  client.setQueryData(queryKeys.content.site('/api/content/news'), news);
  client.setQueryData(queryKeys.content.site('/api/content/promotions'), promotions);
  return ({ children }: { children: ReactNode }) => createElement(QueryClientProvider, { client }, children);
}

const siteOf = (currency: string) => ({ currency }) as Site;

afterEach(() => {
  useLayoutStore.getState().setLanguage('EN');
  useLayoutStore.setState({ site: null });
});

describe("the home page's promotions and news follow the player's language (issue 17 §5)", () => {
  it('on a Chinese (CNY) site: English on EN pages; the local texts the operator wrote on CN pages, English where one is blank', () => {
    useLayoutStore.setState({ site: siteOf('CNY') });
    const { result } = renderHook(() => ({ news: useNews(), promotions: usePromotions() }), {
      wrapper: wrapper(),
    });
    expect(result.current.news?.[0]?.title).toBe('Big win');
    act(() => useLayoutStore.getState().setLanguage('CN'));
    expect(result.current.news?.[0]).toMatchObject({ title: '大奖', body: '<p>EN</p>' });
    expect(result.current.promotions?.[0]).toMatchObject({ title: 'Welcome', body: '欢迎' });
  });
  it('on a Philippine (PHP) site a CN page reads the English texts: the local ones are Filipino', () => {
    useLayoutStore.setState({ site: siteOf('PHP') });
    const { result } = renderHook(() => ({ news: useNews(), promotions: usePromotions() }), {
      wrapper: wrapper(),
    });
    act(() => useLayoutStore.getState().setLanguage('CN'));
    expect(result.current.news?.[0]).toMatchObject({ title: 'Big win', body: '<p>EN</p>' });
    expect(result.current.promotions?.[0]).toMatchObject({ title: 'Welcome', body: 'EN body' });
  });
});

describe("the home page's promotions are never an ended one", () => {
  it('leaves out a promotion whose end has passed by the server clock; an upcoming one stays', () => {
    const hour = 3_600_000;
    const at = (ms: number) => new Date(Date.now() + ms).toISOString();
    const client = new QueryClient();
    client.setQueryData(queryKeys.content.site('/api/content/promotions'), [
      { ...promotions[0]!, id: 3, title: 'Ended', starts_at: at(-48 * hour), ends_at: at(-hour) },
      { ...promotions[0]!, id: 4, title: 'Upcoming', starts_at: at(hour), ends_at: at(48 * hour) },
      { ...promotions[0]!, id: 5, title: 'Open' },
    ]);
    const { result } = renderHook(() => usePromotions(), {
      wrapper: ({ children }: { children: ReactNode }) =>
        createElement(QueryClientProvider, { client }, children),
    });
    expect(result.current?.map((p) => p.title)).toEqual(['Upcoming', 'Open']);
  });
});
