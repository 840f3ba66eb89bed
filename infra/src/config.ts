import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createSecureContext } from 'node:tls';

export const ROOT = path.resolve(import.meta.dirname, '../..');

/** A configuration the server cannot start with: `npm start` prints its message alone, no stack trace. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** A certificate and its private key (PEM), read once at start; `certFile` / `keyFile` name where they came from. */
export interface TlsFiles {
  cert: Buffer;
  key: Buffer;
  certFile: string;
  keyFile: string;
}

export interface Config {
  port: number;
  host: string;
  production: boolean;
  dataDir: string;
  databaseUrl: string | null;
  adminToken: string | null;
  /** URL of the live-chat widget script (a local stand-in in tests); empty disables the widget. */
  liveChatUrl: string;
  /**
   * Cookies the site sets are `Secure` (SECURE_COOKIES=1|0; on by default when the server has a certificate,
   * off otherwise).
   */
  secureCookies: boolean;
  /**
   * HTTPS with HTTP/2 (and HTTP/1.1 for clients without it) when the operator gives a certificate
   * (TLS_CERT_FILE, TLS_KEY_FILE: PEM files, the certificate file may hold the whole chain); null = plain
   * HTTP/1.1, as behind a TLS-terminating proxy or on a developer's machine.
   */
  tls: TlsFiles | null;
  hostDist: string;
  /** Origin remote builds are served from; empty = the page's own origin. */
  cdnOrigin: string;
  /** The house game provider's wallet-API secret (HOUSE_PROVIDER_SECRET; a random one per process when unset). */
  houseProviderSecret: string;
  /** Where the house provider reaches the wallet API (HOUSE_WALLET_URL); empty = this server's own address. */
  houseWalletUrl: string;
  /** The clock of time rules (responsible gaming: cooling-off, exclusions, reality check); tests move it. */
  now?: () => number;
  /**
   * Server timeouts in ms (issue 9.8): the whole request (headers and body) must arrive within `request`
   * (a client that sends headers and never the body gets 408 and is cut off); an idle socket closes after
   * `idle`; a kept-alive connection waits `keepAlive` for its next request.
   */
  timeouts: { request: number; idle: number; keepAlive: number };
  /**
   * Load balancers / reverse proxies whose X-Forwarded-For is believed (TRUSTED_PROXIES: comma-separated
   * addresses or CIDR ranges), so per-address limits and logs see the player's address, not the proxy's.
   * Empty: the socket's address is the client's.
   */
  trustedProxies: string[];
  /**
   * Where rate-limit counters live (RATE_LIMIT_STORE): `memory` (default; each API node counts on its own) or
   * `database` (the `rate_counters` table: every node behind a load balancer sees the same counts).
   */
  rateLimitStore: 'memory' | 'database';
  /**
   * The simulated sportsbook feed (SPORTS_FEED=on|off; infra/src/sportsbook/feed.ts): on by default outside
   * production and outside the unit tests (which drive it themselves); `tickMs` (SPORTS_FEED_TICK_MS, 3000).
   */
  sportsFeed: { on: boolean; tickMs: number };
  /**
   * The operator console (infra/src/console, docs/console.md): its own listener on CONSOLE_PORT (null = not
   * listening; tests use inject) and CONSOLE_HOST (default HOST), a separate origin from every player site.
   * CONSOLE_KEY encrypts the staff's TOTP secrets (required in production when the console listens).
   * `tls`: the console's own certificate (CONSOLE_TLS_CERT_FILE, CONSOLE_TLS_KEY_FILE); absent = the site's
   * (TLS_CERT_FILE, TLS_KEY_FILE), as CONSOLE_HOST defaults to HOST.
   */
  console: { port: number | null; host: string; key: string | null; tls?: TlsFiles | null };
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const production = env.NODE_ENV === 'production';
  const adminToken = env.ADMIN_TOKEN?.trim() || (production ? null : 'dev-admin-token');
  if (production && adminToken && !strongAdminToken(adminToken))
    throw new ConfigError(
      'ADMIN_TOKEN is too weak for production: it must hold at least 32 random bytes, e.g. `openssl rand -base64 32` ' +
        '(43+ base64 characters or 64 hex digits). Unset it to disable the operator API.',
    );
  const tls = tlsFiles(env, 'TLS_CERT_FILE', 'TLS_KEY_FILE');
  const consoleTls = tlsFiles(env, 'CONSOLE_TLS_CERT_FILE', 'CONSOLE_TLS_KEY_FILE');
  return {
    port: Number(env.PORT ?? 8080),
    host: env.HOST ?? '0.0.0.0',
    production,
    dataDir: path.resolve(env.DATA_DIR ?? path.join(ROOT, 'infra/.data')),
    databaseUrl: env.DATABASE_URL?.trim() || null,
    adminToken,
    liveChatUrl: env.LIVE_CHAT_URL ?? '/static/livechat-widget.js',
    secureCookies: env.SECURE_COOKIES ? env.SECURE_COOKIES === '1' : tls !== null,
    tls,
    hostDist: path.join(ROOT, 'host/dist'),
    cdnOrigin: (env.CDN_ORIGIN ?? '').replace(/\/$/, ''),
    houseProviderSecret: env.HOUSE_PROVIDER_SECRET?.trim() || randomBytes(32).toString('hex'),
    houseWalletUrl: (env.HOUSE_WALLET_URL ?? '').replace(/\/$/, ''),
    trustedProxies: (env.TRUSTED_PROXIES ?? '')
      .split(',')
      .map((x) => x.trim())
      .filter(Boolean),
    rateLimitStore: env.RATE_LIMIT_STORE === 'database' ? 'database' : 'memory',
    sportsFeed: {
      on: env.SPORTS_FEED ? env.SPORTS_FEED === 'on' : !production && !env.VITEST,
      tickMs: Math.max(250, Number(env.SPORTS_FEED_TICK_MS ?? 3_000) || 3_000),
    },
    console: {
      port: env.CONSOLE_PORT ? Number(env.CONSOLE_PORT) : null,
      host: env.CONSOLE_HOST ?? env.HOST ?? '0.0.0.0',
      key: env.CONSOLE_KEY?.trim() || null,
      ...(consoleTls ? { tls: consoleTls } : {}),
    },
    timeouts: {
      request: Number(env.REQUEST_TIMEOUT_MS ?? 15_000),
      idle: Number(env.IDLE_TIMEOUT_MS ?? 30_000),
      keepAlive: Number(env.KEEP_ALIVE_TIMEOUT_MS ?? 5_000),
    },
  };
}

/**
 * Whether a token can hold 32 random bytes (issue 9 §2): its length times the bits per character of the
 * smallest alphabet it fits (hex 4, base64/base64url 6, anything else 6.5) is at least 256, and it has at
 * least 16 distinct characters (so `aaaa…` or a repeated word is refused however long).
 */
export function strongAdminToken(token: string): boolean {
  const t = token.replace(/=+$/, '');
  const bits = /^[0-9a-fA-F]+$/.test(t) ? 4 : /^[A-Za-z0-9+/_-]+$/.test(t) ? 6 : 6.5;
  return t.length * bits >= 256 && new Set(t).size >= 16;
}

/**
 * A certificate and key named by two variables: both or neither (null), each a readable file, and the two a
 * pair a TLS server can use (PEM, the key matching the certificate). Anything else stops the start with a
 * ConfigError naming the variable.
 */
export function tlsFiles(env: NodeJS.ProcessEnv, certVar: string, keyVar: string): TlsFiles | null {
  const certFile = env[certVar]?.trim() ?? '';
  const keyFile = env[keyVar]?.trim() ?? '';
  if (!certFile && !keyFile) return null;
  if (!certFile || !keyFile)
    throw new ConfigError(
      `${certFile ? certVar : keyVar} is set but ${certFile ? keyVar : certVar} is not: set both (HTTPS with ` +
        'HTTP/2) or neither (plain HTTP)',
    );
  const read = (name: string, file: string) => {
    try {
      return readFileSync(path.resolve(file));
    } catch (e) {
      throw new ConfigError(`${name}: cannot read ${file} (${(e as Error).message})`);
    }
  };
  const files = {
    cert: read(certVar, certFile),
    key: read(keyVar, keyFile),
    certFile: path.resolve(certFile),
    keyFile: path.resolve(keyFile),
  };
  try {
    createSecureContext({ cert: files.cert, key: files.key });
  } catch (e) {
    throw new ConfigError(
      `${certVar} / ${keyVar}: ${certFile} and ${keyFile} are not a certificate and its private key in PEM ` +
        `(${(e as Error).message})`,
    );
  }
  return files;
}
