import { themeFor, validateTheme } from '@site/shared';

/** The preloader the host's page draws while its scripts download (host/src/index.html): a ring, no text. */
const PRELOADER = /(<div id="preloader"[^>]*>\s*<div class="dot"><\/div>)(\s*<\/div>)/;

const text = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The page's preloader in the site's own colours and with its name (issue 16: the first paint is the site's, one
 * round trip after the navigation, not once the shell's scripts have run): the server knows the site, so the
 * HTML's ring is drawn on the template's background in its primary and accent, as the template's preloader that
 * follows it is, and the site's name is written under it. A site whose theme is not valid keeps the plain ring
 * (the shell then shows the theme's error). The colours are the theme's tokens, never operator text; the name is
 * escaped. `<style>` elements get the page's nonce (page-nonce.ts).
 */
export function sitePreloader(
  html: string,
  site: { site_name: string; theme_code: string; theme_color: string },
): string {
  const theme = validateTheme(site.theme_code, site.theme_color);
  if (!theme.ok || !PRELOADER.test(html)) return html;
  const p = themeFor(theme.code, theme.color).palette;
  const style =
    `<style>body,#preloader{background:${p.bg};color:${p.text}}` +
    `#preloader{background:radial-gradient(circle at 50% 45%,${p.surfaceAlt},${p.bg} 70%)}` +
    `#preloader .dot{border-color:${p.border};border-top-color:${p.primary};border-right-color:${p.accent}}</style>`;
  const name = site.site_name.trim();
  return html
    .replace('</head>', () => `  ${style}\n  </head>`)
    .replace(PRELOADER, (_, open: string, close: string) =>
      name ? `${open}<p class="site-name">${text(name)}</p>${close}` : `${open}${close}`,
    );
}

/**
 * The theme the page's preloader is drawn in: the site's, or — for an operator's preview link, whose first load
 * carries `?preview=<token>` — the previewed template and colour when the token is valid for this site (the shell
 * renders the page in them; without this, the preview opened in the live site's colours for its first moment).
 * A preview kept by the shell for later loads is in the browser's session storage, which the server cannot see.
 */
export function preloaderTheme<S extends { domain_name: string; theme_code: string; theme_color: string }>(
  site: S,
  previewToken: unknown,
  read: (token: string, domain: string) => { theme_code?: string; theme_color?: string } | null,
): S {
  if (typeof previewToken !== 'string' || !previewToken) return site;
  const claims = read(previewToken, site.domain_name);
  return claims?.theme_code && claims.theme_color
    ? { ...site, theme_code: claims.theme_code, theme_color: claims.theme_color }
    : site;
}
