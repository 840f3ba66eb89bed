import type { Queryable } from '../../db/index';

/**
 * A readable device name from a User-Agent header ("Chrome on Android", "Safari on iPhone"), for the player's
 * sessions and sign-in history. Order matters: Edge and Opera also say Chrome, Chrome also says Safari.
 */
const BROWSERS: [RegExp, string][] = [
  [/Edg(e|A|iOS)?\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/SamsungBrowser\//, 'Samsung Internet'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/Chrome\/|CriOS\/|Chromium\//, 'Chrome'],
  [/Safari\//, 'Safari'],
];
const SYSTEMS: [RegExp, string][] = [
  [/iPhone/, 'iPhone'],
  [/iPad/, 'iPad'],
  [/Android/, 'Android'],
  [/Windows/, 'Windows'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/CrOS/, 'ChromeOS'],
  [/Linux/, 'Linux'],
];

export function deviceName(userAgent: string): string {
  const ua = userAgent.slice(0, 512);
  const browser = BROWSERS.find(([re]) => re.test(ua))?.[1];
  const system = SYSTEMS.find(([re]) => re.test(ua))?.[1];
  if (browser && system) return `${browser} on ${system}`;
  return browser ?? system ?? 'Unknown device';
}

/** A session's public id: derived from its stored hash, so neither the token nor the hash leaves the server. */
export function sessionId(tokenHash: string, hash: (s: string) => string): string {
  return hash(`sid:${tokenHash}`).slice(0, 16);
}

export interface SignIn {
  siteId: number;
  playerId: number | null;
  method: 'password' | 'tac';
  outcome: string;
  ip: string;
  userAgent: string;
}

/** Records one sign-in attempt (success or the refusal's key) for the player's history. */
export async function recordSignIn(q: Queryable, s: SignIn): Promise<void> {
  await q.query(
    'INSERT INTO sign_ins (site_id, player_id, method, outcome, ip, user_agent) VALUES ($1, $2, $3, $4, $5, $6)',
    [s.siteId, s.playerId, s.method, s.outcome, s.ip, s.userAgent.slice(0, 512)],
  );
}
