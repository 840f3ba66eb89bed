import { describe, expect, it } from 'vitest';
import { CATEGORY_SLUGS, PROVIDER_SLUGS } from './constants';
import {
  categoryOfPath,
  categoryOfSlug,
  categorySlug,
  LOBBY_ROUTES,
  opensInPopup,
  pathOfCategory,
  providerCodeFor,
  providerSlugOf,
} from './games';
import { unauthenticatedTarget } from './sign-in';

/** SPEC §9, written out once more by hand so a change to the table is a deliberate one. */
const SPEC_SLUGS: [string, string][] = [
  ['slot_game', 'slots'],
  ['casino', 'livecasino'],
  ['hash_game', 'hashgame'],
  ['sportsbook', 'sportsbook'],
  ['fishing', 'fish'],
  ['poker', 'table'],
  ['sabong', 'sabong'],
  ['lottery', 'lottery'],
  ['horse_racing', 'horseracing'],
  ['bingo', 'bingo'],
  ['arcade', 'arcade'],
  ['crash', 'crash'],
  ['hot', ''],
];

const SPEC_ROUTES: [string, string][] = [
  ['/slots', 'slot_game'],
  ['/casino', 'casino'],
  ['/poker', 'poker'],
  ['/bingo', 'bingo'],
  ['/crash', 'crash'],
  ['/fishing', 'fishing'],
  ['/lottery', 'lottery'],
  ['/sabong', 'sabong'],
  ['/horse-racing', 'horse_racing'],
  ['/hash-game', 'hash_game'],
  ['/arcade', 'arcade'],
  ['/hot', 'hot'],
];

describe('category code ↔ route slug (SPEC §9)', () => {
  it('has exactly the SPEC entries', () =>
    expect(Object.keys(CATEGORY_SLUGS).sort()).toEqual(SPEC_SLUGS.map(([c]) => c).sort()));
  it.each(SPEC_SLUGS)('%s ↔ "%s"', (code, slug) => {
    expect(categorySlug(code)).toBe(slug);
    expect(categoryOfSlug(slug)).toBe(code);
  });
  it('unknown codes and slugs are null', () => {
    expect(categorySlug('toString')).toBeNull();
    expect(categoryOfSlug('nope')).toBeNull();
  });
});

describe('lobby routes', () => {
  it('one route per lobby category', () =>
    expect(LOBBY_ROUTES.map((r) => [r.path, r.category])).toEqual(SPEC_ROUTES));
  it.each(SPEC_ROUTES)('%s lists %s and back', (path, category) => {
    expect(categoryOfPath(path)).toBe(category);
    expect(categoryOfPath(`${path}/`)).toBe(category);
    expect(pathOfCategory(category)).toBe(path);
    // every lobby category has its SPEC §9 slug
    expect(categorySlug(category)).not.toBeNull();
  });
  it('other paths are not lobbies', () => {
    expect(categoryOfPath('/')).toBeNull();
    expect(categoryOfPath('/leaderboard')).toBeNull();
    expect(categoryOfPath('/slots/x')).toBeNull();
    expect(pathOfCategory('sportsbook')).toBeNull();
  });
});

describe('provider slug → code (SPEC §9)', () => {
  const all = Object.values(PROVIDER_SLUGS).flat();
  it.each(Object.entries(PROVIDER_SLUGS))('%s → %j', (slug, codes) => {
    for (const code of codes) {
      expect(providerCodeFor(slug, [code])).toBe(code);
      expect(providerCodeFor(slug.toUpperCase(), [code, 'OTHER'])).toBe(code);
      expect(providerSlugOf(code)).toBe(slug);
    }
    expect(providerCodeFor(slug, ['OTHER'])).toBeNull();
  });
  it('pragmatic is PPLAY in slots and PPLAYLIVE in live casino', () => {
    expect(providerCodeFor('pragmatic', ['JILI', 'PPLAY'])).toBe('PPLAY');
    expect(providerCodeFor('pragmatic', ['EVO', 'PPLAYLIVE', 'SEXY'])).toBe('PPLAYLIVE');
  });
  it('takes a code as it is, in any case', () => {
    expect(providerCodeFor('jili', all)).toBe('JILI');
    expect(providerCodeFor('spribe', ['SPRIBE'])).toBe('SPRIBE');
  });
  it('unknown, empty and hostile values are null', () => {
    expect(providerCodeFor('nope', all)).toBeNull();
    expect(providerCodeFor('', all)).toBeNull();
    expect(providerCodeFor('<script>alert(1)</script>', all)).toBeNull();
    expect(providerCodeFor('constructor', all)).toBeNull();
    expect(providerCodeFor('x'.repeat(10_000), all)).toBeNull();
  });
  it('codes without a slug link by their own name', () => expect(providerSlugOf('SPRIBE')).toBe('spribe'));
  it('EVOPLAY opens in a popup', () => {
    expect(opensInPopup('EVOPLAY')).toBe(true);
    expect(opensInPopup('PPLAY')).toBe(false);
  });
});

describe('sign-in target (SPEC §2)', () => {
  it.each([
    ['slot2', '/', 'login'],
    ['slot4', '/', 'login'],
    ['sportsbook1', '/', 'login'],
    ['slot5', '/', 'signin'],
    ['casino1', '/login', null],
    [undefined, '/login', null],
  ] as const)('%s → %s + %s', (theme, path, modal) =>
    expect(unauthenticatedTarget(theme)).toEqual({ path, modal }),
  );
});
