import { describe, expect, it } from 'vitest';
import en from './locales/EN/ui';
import enErrors from './locales/EN/errors';
import {
  DATE_LOCALES,
  initI18n,
  loadedBundles,
  marketName,
  menuTitle,
  normaliseLanguage,
  SHELL_GROUPS,
} from './index';
import { languageCookie, readCookie, viewportCookie } from '../lib/cookies';

const groups = async (lng: string) =>
  Object.fromEntries(
    await Promise.all(
      SHELL_GROUPS.map(async (g) => [
        g,
        ((await import(`./locales/${lng}/${g}.ts`)) as { default: object }).default,
      ]),
    ),
  ) as Record<string, Record<string, string>>;

describe('i18n', () => {
  it.each(['PHP', 'CN'])('%s has every EN key in every shell group', async (lng) => {
    const base = await groups('EN');
    const other = await groups(lng);
    for (const g of SHELL_GROUPS)
      expect(Object.keys(other[g] ?? {}).sort()).toEqual(Object.keys(base[g] ?? {}).sort());
  });
  it('MMK, MNT and IDR fall back to EN text', async () => {
    const i = await initI18n('MMK');
    expect(i.t('ui:home')).toBe(en.home);
    expect(i.t('errors:errorTitle')).toBe(enErrors.errorTitle);
  });
  it('loads only the chosen language lazily', async () => {
    const i = await initI18n('CN');
    expect(i.t('ui:home')).toBe('首页');
    expect(loadedBundles.some((b) => b.startsWith('PHP/'))).toBe(false);
  });
  it('normalises unknown languages to EN and maps dayjs locales', () => {
    expect(normaliseLanguage('xx')).toBe('EN');
    expect(normaliseLanguage('cn')).toBe('CN');
    expect(DATE_LOCALES.CN).toBe('zh');
    expect(DATE_LOCALES.PHP).toBe('en');
  });
  it('language cookie: 365 days, path /, Lax, Secure only when configured; viewport strict and secure', () => {
    expect(languageCookie('CN', false)).toBe('i18n_lang=CN; Max-Age=31536000; Path=/; SameSite=Lax');
    expect(languageCookie('CN', true)).toContain('; Secure');
    expect(viewportCookie('mobile')).toBe(
      'viewport=mobile; Max-Age=31536000; Path=/; SameSite=Strict; Secure',
    );
    expect(readCookie('i18n_lang', 'a=1; i18n_lang=PHP')).toBe('PHP');
  });
  it('server menu labels: the operator title in EN, the content_id label in PHP and CN', async () => {
    const home = { content_id: 'home', title: 'Home' };
    const own = { content_id: 'vip-room', title: 'VIP Room' };
    const i = await initI18n('PHP');
    expect(menuTitle(home, i.t, 'PHP')).toBe('Tahanan');
    expect(menuTitle(own, i.t, 'PHP')).toBe('VIP Room');
    await i.changeLanguage('CN');
    expect(menuTitle(home, i.t, 'CN')).toBe('首页');
    expect(menuTitle({ content_id: 'casino', title: 'Live Casino' }, i.t, 'CN')).toBe('真人娱乐');
    await i.changeLanguage('EN');
    expect(menuTitle({ content_id: 'casino', title: 'Casino Floor' }, i.t, 'EN')).toBe('Casino Floor');
  });
  it('market names by bet type code in each language', async () => {
    const i = await initI18n('CN');
    expect(marketName('TWTN', i.t)).toBe('零封取胜');
    await i.changeLanguage('PHP');
    expect(marketName('CS', i.t)).toBe('Tamang iskor');
    await i.changeLanguage('EN');
    expect(marketName('TWTN', i.t)).toBe('To win to nil');
    expect(marketName('NOPE', i.t)).toBe('NOPE');
  });
});
