import { describe, expect, it } from 'vitest';
import {
  catalogueFilters,
  cleanSearch,
  lobbyQuery,
  MAX_PAGES,
  parseLobbyQuery,
  SEARCH_MAX,
} from './lobby-query';

const parse = (q: string) => parseLobbyQuery(new URLSearchParams(q));

describe('lobby query', () => {
  it('defaults', () => expect(parse('')).toEqual({ provider: '', search: '', sort: 'popular', pages: 1 }));
  it('reads every field', () =>
    expect(parse('provider=pragmatic&search=dragon&sort=name&page=3')).toEqual({
      provider: 'pragmatic',
      search: 'dragon',
      sort: 'name',
      pages: 3,
    }));
  it('bad page numbers become 1..MAX', () => {
    expect(parse('page=-1').pages).toBe(1);
    expect(parse('page=0').pages).toBe(1);
    expect(parse('page=abc').pages).toBe(1);
    expect(parse('page=99999').pages).toBe(MAX_PAGES);
  });
  it('an unknown sort is popular', () => expect(parse('sort=price').sort).toBe('popular'));
  it('a 10 000-character search is cut to what the API takes', () => {
    const s = parse(`search=${'a'.repeat(10_000)}`).search;
    expect(s).toHaveLength(SEARCH_MAX);
  });
  it('a script in the search stays plain text', () =>
    expect(parse('search=%3Cscript%3Ealert(1)%3C%2Fscript%3E').search).toBe('<script>alert(1)</script>'));
  it('control characters are dropped', () => expect(cleanSearch(' a\u0000b\n ')).toBe('a b'));
  it('round-trips, leaving defaults out', () => {
    expect(lobbyQuery({ provider: '', search: '', sort: 'popular', pages: 1 }).toString()).toBe('');
    const v = { provider: 'jili', search: 'fire ox', sort: 'new' as const, pages: 2 };
    expect(parseLobbyQuery(lobbyQuery(v))).toEqual(v);
  });
});

describe('catalogueFilters: what the lobby and its prefetch ask the catalogue for', () => {
  const view = (q: string) => parseLobbyQuery(new URLSearchParams(q));
  it('the category, sort and search of the view; no provider without one', () =>
    expect(catalogueFilters('slot_game', view('sort=new&search=dragon'), ['PPLAY'])).toEqual({
      providerCode: null,
      filters: { category: 'slot_game', sort: 'new', search: 'dragon' },
    }));
  it('a provider slug resolves against the rail (pragmatic is PPLAY in slots, PPLAYLIVE in live casino)', () => {
    expect(catalogueFilters('slot_game', view('provider=pragmatic'), ['JILI', 'PPLAY']).filters).toEqual({
      category: 'slot_game',
      sort: 'popular',
      provider_code: 'PPLAY',
    });
    expect(catalogueFilters('casino', view('provider=pragmatic'), ['PPLAYLIVE']).providerCode).toBe(
      'PPLAYLIVE',
    );
  });
  it('a provider the rail does not have is left out (the page says it is unknown)', () =>
    expect(catalogueFilters('slot_game', view('provider=nobody'), ['PPLAY'])).toEqual({
      providerCode: null,
      filters: { category: 'slot_game', sort: 'popular' },
    }));
});
