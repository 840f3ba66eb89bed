import { z } from 'zod';
import type { Queryable } from '../db/index';
import { ConsoleError } from './errors';
import type { RouteContext } from './route';

/**
 * A player as the console's players and bets routes read one (routes-players.ts, routes-player-bonus.ts,
 * routes-bets.ts): the joined row and its view, the player of a route's `:id`, the audit target, and the input
 * rules those routes share.
 */

export const id = z.coerce.number().int().positive();
export const page = {
  page: z.coerce.number().int().min(1).default(1),
  page_size: z.coerce.number().int().min(1).max(200).default(50),
};
export const reason = z.string().trim().min(3).max(500);
export const title = z.string().trim().min(1).max(120);
export const text = z.string().trim().min(1).max(4000);

export const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

export interface PlayerJoined {
  id: number;
  site_id: number;
  account_id: string;
  full_name: string;
  contact_email: string;
  contact_phone: string;
  status: 'ACTIVE' | 'BLOCK' | 'CLOSE';
  vip_level: number;
  created_at: Date | string;
  domain_name: string;
  site_name: string;
  currency: string;
  balance: number | null;
  held: number | null;
  last_seen_at: Date | string | null;
}

export const PLAYER_SELECT = `SELECT p.id, p.site_id, p.account_id, p.full_name, p.contact_email, p.contact_phone, p.status,
       p.vip_level, p.created_at, s.domain_name, s.site_name, s.currency, w.balance, w.held,
       (SELECT max(x.last_seen_at) FROM sessions x WHERE x.player_id = p.id) AS last_seen_at
  FROM players p JOIN sites s ON s.id = p.site_id LEFT JOIN wallets w ON w.player_id = p.id`;

export function playerView(r: PlayerJoined) {
  return {
    id: Number(r.id),
    account_id: r.account_id,
    domain_name: r.domain_name,
    site_name: r.site_name,
    currency: r.currency,
    full_name: r.full_name,
    contact_email: r.contact_email,
    contact_phone: r.contact_phone,
    status: r.status,
    vip_level: Number(r.vip_level),
    balance: Number(r.balance ?? 0),
    held: Number(r.held ?? 0),
    created_at: iso(r.created_at),
    last_seen_at: iso(r.last_seen_at),
  };
}
export type PlayerView = ReturnType<typeof playerView>;

export async function playerById(q: Queryable, playerId: number): Promise<PlayerJoined | null> {
  const [row] = await q.query<PlayerJoined>(`${PLAYER_SELECT} WHERE p.id = $1`, [playerId]);
  return row ?? null;
}

/**
 * A player in the audit trail: `player:<site>/<account>`, the form the admin API's player calls use too, so one
 * target filter shows what both did to a player.
 */
export function playerTarget(p: { domain_name: string; account_id: string }): string {
  return `player:${p.domain_name}/${p.account_id}`;
}

/** The player of the route's `:id`, or 404. */
export async function thePlayer(q: Queryable, ctx: RouteContext<unknown, unknown>): Promise<PlayerJoined> {
  const playerId = id.safeParse(ctx.params.id);
  const found = playerId.success ? await playerById(q, playerId.data) : null;
  if (!found) throw new ConsoleError(404, 'notFound', 'id: no such player');
  return found;
}
