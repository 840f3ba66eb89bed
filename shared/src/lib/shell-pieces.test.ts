import { describe, expect, it } from 'vitest';
import { pageTitle, SEO_META_TAGS, seoPageName, seoTitle } from './format';
import { clientCookieOptions, readSiteConfig } from './cookies';
import { BREAKPOINTS } from './constants';
import { appDownloadFlags } from '../stores/layout';
import { themeFor } from '../theme/tokens';

const doc = (text: string | null) =>
  ({ getElementById: () => (text === null ? null : { textContent: text }) }) as unknown as Document;

describe('page title and SEO tags (SPEC §3, §9)', () => {
  it("uses the '|' separator, and the site name alone without a page title", () => {
    expect(pageTitle('Login', 'Demo Casino')).toBe('Login | Demo Casino');
    expect(pageTitle('', 'Demo Casino')).toBe('Demo Casino');
  });
  it('titles a page by its local name for a reader of the site’s local language, else by meta_title', () => {
    const record = { meta_title: 'Promotions', local_item_name: 'Mga promosyon' };
    expect(seoTitle(record, true)).toBe('Mga promosyon');
    expect(seoTitle(record, false)).toBe('Promotions');
    expect(seoTitle({ ...record, local_item_name: '  ' }, true)).toBe('Promotions');
    expect(seoTitle(null, true)).toBe('');
  });
  it('maps routes to SEO page names', () => {
    expect(seoPageName('/')).toBe('home');
    expect(seoPageName('/forgot-password')).toBe('forgot-password');
  });
  it('covers description, keywords, author, publisher, language and image', () =>
    expect(SEO_META_TAGS.map((t) => t[1])).toEqual([
      'description',
      'keywords',
      'author',
      'publisher',
      'language',
      'og:image',
    ]));
});

describe("the server's site config", () => {
  it('reads secureCookies, the nonce and the server time; absent or malformed means the defaults', () => {
    expect(readSiteConfig(doc('{"secureCookies":true,"nonce":"abc","serverTime":1764300000000}'))).toEqual({
      secureCookies: true,
      nonce: 'abc',
      serverTime: 1764300000000,
    });
    const none = { secureCookies: false, nonce: '', serverTime: null };
    expect(readSiteConfig(doc(null))).toEqual(none);
    expect(readSiteConfig(doc('{oops'))).toEqual(none);
    expect(readSiteConfig(doc('{"serverTime":"1764300000000"}')).serverTime).toBeNull();
  });
});

describe('cookie client domain (SPEC §9)', () => {
  it('last two host parts, path /, Secure, SameSite=Lax; no Domain attribute on localhost names', () => {
    expect(clientCookieOptions('www.play.example.com')).toEqual({
      domain: 'example.com',
      path: '/',
      secure: true,
      sameSite: 'Lax',
    });
    expect(clientCookieOptions('slot2.localhost').domain).toBeUndefined();
  });
});

describe('app download flags', () => {
  it('an app (Android or iOS) shows the download entry and the bar, until the bar is dismissed', () => {
    expect(appDownloadFlags({ android_sub: 'a', ios_sub: '' }, false)).toEqual({
      show_app_download: true,
      show_download_bar: true,
    });
    expect(appDownloadFlags({ android_sub: '', ios_sub: 'i' }, true)).toEqual({
      show_app_download: true,
      show_download_bar: false,
    });
    expect(appDownloadFlags({ android_sub: '', ios_sub: '' }, false)).toEqual({
      show_app_download: false,
      show_download_bar: false,
    });
  });
});

describe('breakpoints as theme values (SPEC §9)', () => {
  it("each theme carries every breakpoint and its template's desktop one (custom, else desktop)", () => {
    expect(themeFor('slot2', 'galaxy').breakpoints).toEqual(BREAKPOINTS);
    expect(themeFor('slot2', 'galaxy').desktopAt).toBe(999); // template9Custom
    expect(themeFor('casino2', 'gold').desktopAt).toBe(1200); // template2Custom
    expect(themeFor('slot4', 'cyber').desktopAt).toBe(768); // template11Custom
    expect(themeFor('casino1', 'royal').desktopAt).toBe(BREAKPOINTS.desktop); // no custom one
  });
});
