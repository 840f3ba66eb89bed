import { describe, expect, it } from 'vitest';
import { QueryClient } from '@site/shared/query';
import { firstLoadsInFlight } from './useFirstData';

describe('firstLoadsInFlight: what the home page waits for before it shows its sections', () => {
  it('counts a query fetching for the first time, not one refreshing data it already has', async () => {
    const client = new QueryClient();
    let answer: (v: string[]) => void = () => undefined;
    void client.fetchQuery({
      queryKey: ['promotions'],
      queryFn: () => new Promise<string[]>((r) => (answer = r)),
    });
    client.setQueryData(['providers'], ['PPLAY']);
    void client.refetchQueries({ queryKey: ['providers'] });
    expect(firstLoadsInFlight(client)).toBe(1);
    answer(['welcome']);
    await client.getQueryCache().find({ queryKey: ['promotions'] })?.promise;
    expect(firstLoadsInFlight(client)).toBe(0);
  });

  it('a failed first load no longer holds the page', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    await client
      .fetchQuery({ queryKey: ['news'], queryFn: () => Promise.reject(new Error('down')) })
      .catch(() => {});
    expect(firstLoadsInFlight(client)).toBe(0);
  });
});
