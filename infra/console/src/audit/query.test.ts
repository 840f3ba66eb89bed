import { describe, expect, it } from 'vitest';
import { auditQuery, csvHref } from './query';

// The audit page's address → the API's filters; the CSV link carries the same.
describe('audit filters', () => {
  it('turns local days into instants: from the first day’s start to the day after the last (exclusive)', () => {
    const q = auditQuery(new URLSearchParams('from=2026-11-01&to=2026-11-03&kind=machine&actor=robot'));
    expect(q.from).toBe(new Date(2026, 10, 1).toISOString());
    expect(q.to).toBe(new Date(2026, 10, 4).toISOString());
    expect(q).toMatchObject({ kind: 'machine', actor: 'robot', action: undefined, target: undefined });
  });

  it('drops what is not a filter: an unknown kind, a malformed day, empty fields', () => {
    expect(auditQuery(new URLSearchParams('kind=robot&from=yesterday&target='))).toEqual({
      actor: undefined,
      action: undefined,
      target: undefined,
      kind: undefined,
      from: undefined,
      to: undefined,
    });
  });

  it('the CSV link has the list’s filters (and no page)', () => {
    expect(csvHref(new URLSearchParams('target=player:casino2.localhost/abc&page=3'))).toBe(
      '/console/api/audit.csv?target=player%3Acasino2.localhost%2Fabc',
    );
    expect(csvHref(new URLSearchParams(''))).toBe('/console/api/audit.csv');
  });
});
