import type { FastifyInstance } from 'fastify';
import { isThemeCode, paletteFor, type Palette } from '@site/shared';
import type { Db } from '../db/index';
import type { SiteRow } from '../api/types';
import { findSite } from '../api/site';
import { requestHostname } from './api-route';

/** The site's palette (its template × colour); a site with a broken theme gets the first template's. */
function palette(site: SiteRow): Palette {
  return paletteFor(isThemeCode(site.theme_code) ? site.theme_code : 'casino1', site.theme_color);
}

const esc = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Up to two initials of the site's name, for its app icon. */
export function initials(name: string): string {
  const words = name.split(/\s+/).filter(Boolean);
  return words
    .slice(0, 2)
    .map((w) => [...w][0] ?? '')
    .join('')
    .toUpperCase();
}

/** The site's app icon: its initials in its theme's colours (SVG, any size). */
export function appIconSvg(site: SiteRow): string {
  const p = palette(site);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512"><rect width="512" height="512" rx="96" fill="${esc(p.primary)}"/><text x="256" y="256" dy="0.35em" text-anchor="middle" font-family="system-ui, sans-serif" font-size="220" font-weight="700" fill="${esc(p.primaryText)}">${esc(initials(site.site_name))}</text></svg>`;
}

/** The Web App Manifest of a site: its name, colours from its theme, its icon (its logo when it has one). */
export function siteManifest(site: SiteRow) {
  const p = palette(site);
  const logo = String(site.logo1 ?? '');
  const icons = [{ src: '/app-icon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' }];
  if (/^(https:\/\/|\/)/.test(logo)) icons.push({ src: logo, sizes: 'any', type: '', purpose: 'any' });
  return {
    name: site.site_name,
    short_name: [...site.site_name].length > 12 ? initials(site.site_name) : site.site_name,
    id: '/',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    background_color: p.bg,
    theme_color: p.primary,
    icons: icons.map(({ type, ...i }) => (type ? { ...i, type } : i)),
  };
}

/** The head tags that make a page installable: the manifest link and the theme colour. */
export function manifestHead(site: SiteRow): string {
  return `<link rel="manifest" href="/manifest.webmanifest" />\n    <meta name="theme-color" content="${esc(palette(site).primary)}" />`;
}

/** `/manifest.webmanifest` and `/app-icon.svg` of the site named by the request's host (404 for none). */
export function registerManifest(app: FastifyInstance, db: Db): void {
  app.get('/manifest.webmanifest', async (req, reply) => {
    const site = await findSite(db, requestHostname(req));
    if (!site) return reply.code(404).type('text/plain').send('Not found');
    return reply
      .header('cache-control', 'public, max-age=3600')
      .type('application/manifest+json; charset=utf-8')
      .send(JSON.stringify(siteManifest(site)));
  });
  app.get('/app-icon.svg', async (req, reply) => {
    const site = await findSite(db, requestHostname(req));
    if (!site) return reply.code(404).type('text/plain').send('Not found');
    return reply.header('cache-control', 'public, max-age=3600').type('image/svg+xml').send(appIconSvg(site));
  });
}
