import type { FastifyInstance } from 'fastify';
import { createHash } from 'node:crypto';

const esc = (s: string) => s.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

function hue(seed: string, shift = 0): number {
  return (createHash('md5').update(seed).digest()[0]! * 360) / 256 + shift;
}

/** Game tile art, generated locally and deterministically from the game code (no image from the internet). */
export function gameSvg(code: string): string {
  const h = hue(code);
  const h2 = (h + 60) % 360;
  const parts = code.split('-');
  const provider = parts[0] ?? '';
  const shape = createHash('md5').update(code).digest()[1]! % 3;
  const glyph =
    shape === 0
      ? '<circle cx="100" cy="92" r="44" fill="url(#g2)" opacity="0.9"/>'
      : shape === 1
        ? '<polygon points="100,40 140,120 60,120" fill="url(#g2)" opacity="0.9"/>'
        : '<rect x="58" y="52" width="84" height="84" rx="18" fill="url(#g2)" opacity="0.9" transform="rotate(12 100 94)"/>';
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 200" width="200" height="200" role="img" aria-label="${esc(code)}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${h} 70% 35%)"/><stop offset="1" stop-color="hsl(${h2} 70% 18%)"/></linearGradient>
<linearGradient id="g2" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="hsl(${h2} 90% 70%)"/><stop offset="1" stop-color="hsl(${h} 90% 55%)"/></linearGradient></defs>
<rect width="200" height="200" fill="url(#g)"/>${glyph}
<text x="100" y="178" font-family="system-ui, sans-serif" font-size="18" font-weight="700" fill="#fff" text-anchor="middle">${esc(provider)}</text></svg>`;
}

export function bannerSvg(key: string, title: string): string {
  const h = hue(key);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 400" width="1200" height="400" role="img" aria-label="${esc(title)}">
<defs><linearGradient id="b" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="hsl(${h} 75% 30%)"/><stop offset="1" stop-color="hsl(${(h + 80) % 360} 75% 45%)"/></linearGradient></defs>
<rect width="1200" height="400" fill="url(#b)"/><circle cx="1000" cy="200" r="150" fill="hsl(${(h + 40) % 360} 90% 65%)" opacity="0.35"/>
<circle cx="1080" cy="120" r="70" fill="#fff" opacity="0.15"/></svg>`;
}

export function registerArt(app: FastifyInstance): void {
  const headers = {
    'content-type': 'image/svg+xml',
    'cache-control': 'public, max-age=86400',
    'access-control-allow-origin': '*',
  };
  app.get('/art/games/:file', async (req, reply) => {
    const code = (req.params as { file: string }).file.replace(/\.svg$/, '');
    if (!/^[A-Za-z0-9_-]{1,64}$/.test(code)) return reply.code(404).send('Not found');
    return reply.headers(headers).send(gameSvg(code));
  });
  app.get('/art/promotions/:file', async (req, reply) => {
    const key = (req.params as { file: string }).file.replace(/\.svg$/, '');
    if (!/^[A-Za-z0-9_-]{1,64}$/.test(key)) return reply.code(404).send('Not found');
    return reply.headers(headers).send(bannerSvg(key, `Promotion ${key}`));
  });
  app.get('/static/og/:file', async (req, reply) => {
    const key = (req.params as { file: string }).file.replace(/\.svg$/, '');
    if (!/^[A-Za-z0-9_-]{1,64}$/.test(key)) return reply.code(404).send('Not found');
    return reply.headers(headers).send(bannerSvg(key, key));
  });
}
