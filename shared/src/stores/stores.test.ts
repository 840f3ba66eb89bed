// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { NO_MENUS, useLayoutStore } from './layout';
import { logoutLocally, useUserStore } from './user';
import { FORCE_LOGOUT_KEY } from '../lib/constants';

const site = {
  site_name: 'Demo',
  currency: 'PHP',
  theme_code: 'slot2',
  theme_color: 'galaxy',
  logo1: '',
  logo2: '',
  logo3: '',
  status: 1,
  expired_date: null,
  logo_text: 'DEMO',
  external_id: 'demo',
  android_sub: '',
  ios_sub: '',
};
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const ok = (value: any) => ({ statusCode: 1, statusMessage: 'OK', statusDetail: '', value });

beforeEach(() => {
  useLayoutStore.getState().reset();
  useUserStore.getState().reset();
  localStorage.clear();
});

describe('layout store startup (SPEC §4)', () => {
  it('success without maintenance sets site, template, hot-games flag and hides the preloader', () => {
    useLayoutStore
      .getState()
      .applyStartup(ok({ site, hot_games: true, provider_count: [{ category: 'slot_game', count: 3 }] }));
    const s = useLayoutStore.getState();
    expect(s.template).toBe('template9');
    expect(s.hasHotGames).toBe(true);
    expect(s.show_preloader).toBe(false);
    expect(s.provider_count).toHaveLength(1);
  });
  it('maintenance sets only the maintenance state', () => {
    useLayoutStore
      .getState()
      .applyStartup(
        ok({ site, maintenance: { is_maintenance: true, start_date: '2026-01-01', end_date: '2026-01-02' } }),
      );
    expect(useLayoutStore.getState().maintenance.is_maintenance).toBe(true);
    expect(useLayoutStore.getState().content).toBe(NO_MENUS);
  });
  it('acceptRemotes keeps only the accepted remotes and the menus the host filtered', () => {
    useLayoutStore
      .getState()
      .applyStartup(ok({ site, menu: [{ content_id: 1, title: 'A', path: '/a' }] as never }));
    useLayoutStore.getState().acceptRemotes([], { menu: [], game_menu: [] });
    expect(useLayoutStore.getState().remotes).toEqual([]);
    expect(useLayoutStore.getState().content.menu).toEqual([]);
  });
  it('a siteMaintenance answer mid-session switches to maintenance with its window', () => {
    useLayoutStore.getState().enterMaintenance({ end_date: '2030-01-01T00:00:00Z' });
    expect(useLayoutStore.getState().maintenance).toEqual({
      is_maintenance: true,
      start_date: null,
      end_date: '2030-01-01T00:00:00Z',
    });
  });

  it('selectors read stable values before startup: the same empty menus object every time', () => {
    useLayoutStore.getState().reset();
    const a = useLayoutStore.getState().content.menu;
    useLayoutStore.getState().setLanguage('PHP');
    expect(useLayoutStore.getState().content.menu).toBe(a);
  });
  it("maintenance keeps the player's language (its dates are shown in it)", () => {
    useLayoutStore.getState().setLanguage('CN');
    useLayoutStore
      .getState()
      .applyStartup(ok({ site, maintenance: { is_maintenance: true, start_date: null, end_date: null } }));
    expect(useLayoutStore.getState().language).toBe('CN');
  });
  it('an invalid theme code or colour resets state with its message', () => {
    useLayoutStore.getState().applyStartup(ok({ site: { ...site, theme_code: 'nope' } }));
    expect(useLayoutStore.getState().message).toBe('Invalid theme code');
    expect(useLayoutStore.getState().site).toBeNull();
    useLayoutStore.getState().applyStartup(ok({ site: { ...site, theme_color: 'royal' } }));
    expect(useLayoutStore.getState().message).toBe('Invalid theme color');
  });
  it("a failed answer resets state with the server's message", () => {
    useLayoutStore.getState().applyStartup({
      statusCode: -500,
      statusMessage: 'internalServerError',
      statusDetail: 'x',
      value: null,
    });
    expect(useLayoutStore.getState().message).toBe('internalServerError');
  });
});

describe('user store (SPEC §4)', () => {
  const login = {
    token: 't',
    user: { account_id: 'demo1', session_token: 't' },
    fullname: 'Demo',
    email: 'd@x.io',
  };
  it('statusCode 1 with a token authenticates', () => {
    expect(useUserStore.getState().setLogin(ok(login))).toBe(true);
    expect(useUserStore.getState().isAuthenticated).toBe(true);
  });
  it('any other answer does not, but the fields are stored', () => {
    useUserStore
      .getState()
      .setLogin({ statusCode: 2, statusMessage: 'x', statusDetail: '', value: { ...login, token: 't2' } });
    expect(useUserStore.getState().isAuthenticated).toBe(false);
    expect(useUserStore.getState().token).toBe('t2');
    useUserStore.getState().setLogin(ok({ ...login, token: '' }));
    expect(useUserStore.getState().isAuthenticated).toBe(false);
  });
  it('logout resets, removes the stored user and writes the force-logout marker', () => {
    useUserStore.getState().setLogin(ok(login));
    logoutLocally();
    expect(useUserStore.getState().isAuthenticated).toBe(false);
    expect(localStorage.getItem(FORCE_LOGOUT_KEY)).toMatch(/^\d+$/);
  });
});
