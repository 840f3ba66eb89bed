import { describe, expect, it } from 'vitest';
import { returnAfterSignIn, safeReturnPath } from './return-to';

const served = (p: string) => ['/', '/vip', '/edit-profile', '/transaction-history', '/login'].includes(p);

describe('safeReturnPath (the page a guest asked for, SPEC §2 redirect)', () => {
  it('keeps a served path and its query', () => {
    expect(safeReturnPath('/transaction-history?type=deposit&page=1', served)).toBe(
      '/transaction-history?type=deposit&page=1',
    );
    expect(safeReturnPath('/vip', served)).toBe('/vip');
  });
  it('drops the fragment', () => expect(safeReturnPath('/vip#top', served)).toBe('/vip'));
  it.each([
    '//evil.example',
    '//evil.example/vip',
    '/\\evil.example',
    '\\\\evil.example',
    'https://evil.example',
    'https://evil.example/vip',
    'javascript:alert(1)',
    'vip',
    '/vip\n',
    '/ /evil.example',
    '/\t/evil.example',
    '',
  ])('refuses %j', (raw) => expect(safeReturnPath(raw, served)).toBeNull());
  it('refuses what is not a string', () => {
    expect(safeReturnPath(undefined, served)).toBeNull();
    expect(safeReturnPath(null, served)).toBeNull();
    expect(safeReturnPath({ pathname: '/vip' }, served)).toBeNull();
  });
  it('refuses a path this site does not serve', () => {
    expect(safeReturnPath('/casino', served)).toBeNull();
    expect(safeReturnPath('/%2F%2Fevil.example', served)).toBeNull();
  });
  it('refuses /login itself', () => expect(safeReturnPath('/login?next=/vip', served)).toBeNull());
  it('refuses a very long value', () =>
    expect(safeReturnPath(`/vip?x=${'a'.repeat(3000)}`, served)).toBeNull());
});

describe('returnAfterSignIn', () => {
  it('uses the location state on any page', () =>
    expect(returnAfterSignIn({ pathname: '/', search: '', state: { returnTo: '/vip?x=1' } }, served)).toBe(
      '/vip?x=1',
    ));
  it('uses ?next= on /login only', () => {
    expect(returnAfterSignIn({ pathname: '/login', search: '?next=%2Fvip', state: null }, served)).toBe(
      '/vip',
    );
    expect(returnAfterSignIn({ pathname: '/', search: '?next=%2Fvip', state: null }, served)).toBeNull();
  });
  it('ignores an unsafe next', () =>
    expect(
      returnAfterSignIn({ pathname: '/login', search: '?next=%2F%2Fevil.example', state: null }, served),
    ).toBeNull());
  it('never returns to where the player already is', () =>
    expect(
      returnAfterSignIn({ pathname: '/vip', search: '', state: { returnTo: '/vip' } }, served),
    ).toBeNull());
});
