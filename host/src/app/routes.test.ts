import { describe, expect, it } from 'vitest';
import type { RemoteDescriptor } from '@site/shared';
import { buildRoutes, routeIsValid } from './routes';

const remote: RemoteDescriptor = {
  name: 'account',
  version: '1.0.0',
  entry: 'http://x/mf-manifest.json',
  contract: '^1.0.0',
  routes: [],
  exposes: ['./AccountPage'],
};

describe("a declared route's validity check (SPEC §8 'Page Not Found: {path}')", () => {
  it('passes for a SPEC §2 path whose module the remote exposes', () =>
    expect(routeIsValid({ path: '/account', module: './AccountPage', auth: true }, remote)).toBe(true));
  it('fails for a path outside SPEC §2 or a module the remote does not expose', () => {
    expect(routeIsValid({ path: '/nope', module: './AccountPage', auth: false }, remote)).toBe(false);
    expect(routeIsValid({ path: '/account', module: './Missing', auth: true }, remote)).toBe(false);
  });
});

describe('the routes match as the server does', () => {
  it('every page route is case-sensitive (/SLOTS is not /slots)', () => {
    const withRoute = { ...remote, routes: [{ path: '/account', module: './AccountPage', auth: true }] };
    const [shell] = buildRoutes([withRoute]);
    const pages = (shell?.children ?? []).filter((r) => r.path !== '*');
    expect(pages.map((r) => r.path)).toEqual(['/preloader', '/account']);
    for (const r of pages) expect(r.caseSensitive).toBe(true);
  });
});
