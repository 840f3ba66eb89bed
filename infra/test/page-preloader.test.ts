import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { THEME_COLORS, themeFor } from '@site/shared';
import { sitePreloader } from '../src/http/page-preloader';

/** The host's page as its source has it (the build copies it as is, scripts added). */
const page = readFileSync(path.resolve(import.meta.dirname, '../../host/src/index.html'), 'utf8');
const site = (over: Partial<{ site_name: string; theme_code: string; theme_color: string }> = {}) => ({
  site_name: 'Golden Palace',
  theme_code: 'casino2',
  theme_color: THEME_COLORS.casino2[1],
  ...over,
});

describe("the page's preloader is the site's (issue 16: a first paint one round trip after the navigation)", () => {
  it("writes the site's name under the ring, and its theme's colours", () => {
    const html = sitePreloader(page, site());
    const palette = themeFor('casino2', THEME_COLORS.casino2[1]).palette;
    expect(html).toMatch(
      /<div id="preloader"[^>]*><div class="dot"><\/div><p class="site-name">Golden Palace<\/p><\/div>/,
    );
    expect(html).toContain(`body,#preloader{background:${palette.bg};color:${palette.text}}`);
    expect(html).toContain(`border-top-color:${palette.primary}`);
    // the style element is the head's, so the page's nonce reaches it
    expect(html.indexOf('<style>body,#preloader')).toBeLessThan(html.indexOf('</head>'));
  });

  it("escapes the operator's name", () => {
    const html = sitePreloader(page, site({ site_name: '<img src=x onerror=alert(1)> & Co' }));
    expect(html).toContain('<p class="site-name">&lt;img src=x onerror=alert(1)&gt; &amp; Co</p>');
    expect(html).not.toContain('<img src=x');
  });

  it('a blank name: the ring in the colours, no empty line', () => {
    const html = sitePreloader(page, site({ site_name: '  ' }));
    expect(html).not.toContain('site-name">');
    expect(html).toContain('#preloader .dot{border-color:');
  });

  it('an invalid theme keeps the plain ring (the shell shows the theme’s error)', () => {
    expect(sitePreloader(page, site({ theme_code: 'casino99' }))).toBe(page);
    expect(sitePreloader(page, site({ theme_color: 'nope' }))).toBe(page);
  });
});
