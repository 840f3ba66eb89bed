import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '../..');

export interface Config {
  port: number;
  host: string;
  production: boolean;
  dataDir: string;
  databaseUrl: string | null;
  adminToken: string | null;
  /** URL of the live-chat widget script (a local stand-in in tests); empty disables the widget. */
  liveChatUrl: string;
  secureCookies: boolean;
  hostDist: string;
  /** Origin remote builds are served from; empty = the page's own origin. */
  cdnOrigin: string;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const production = env.NODE_ENV === 'production';
  const adminToken = env.ADMIN_TOKEN?.trim() || (production ? null : 'dev-admin-token');
  return {
    port: Number(env.PORT ?? 8080),
    host: env.HOST ?? '0.0.0.0',
    production,
    dataDir: path.resolve(env.DATA_DIR ?? path.join(ROOT, 'infra/.data')),
    databaseUrl: env.DATABASE_URL?.trim() || null,
    adminToken,
    liveChatUrl: env.LIVE_CHAT_URL ?? '/static/livechat-widget.js',
    secureCookies: env.SECURE_COOKIES === '1',
    hostDist: path.join(ROOT, 'host/dist'),
    cdnOrigin: (env.CDN_ORIGIN ?? '').replace(/\/$/, ''),
  };
}
