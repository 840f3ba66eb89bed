import { z } from 'zod';
import { activeExclusion, depositLimits } from '../api/domain/responsible';
import { revokeSessions } from '../api/domain/sessions';
import { deviceName, sessionId } from '../api/domain/devices';
import { sha256 } from '../security/tokens';
import { securityEvent } from '../security/security-log';
import { consoleAudit } from './audit';
import { ConsoleError } from './errors';
import { route, type ConsoleRoute } from './route';
import { lastChange, staleView } from './stale';
import {
  iso,
  page,
  PLAYER_SELECT,
  playerTarget,
  playerView,
  reason,
  text,
  thePlayer,
  title,
  type PlayerJoined,
} from './player-rows';
import { BET_ROUTES } from './routes-bets';
import { bonusLimit, playerBonus } from './routes-player-bonus';

/**
 * Players and bets in the console (issue 17 §6): search, a player's detail (wallet, ledger, sessions,
 * responsible-gaming state), BLOCK / CLOSE / reopen, an inbox message, a bonus within the role's limit
 * (`console_action_limits`, migration 027), and manual settlement of an open sportsbook bet through the
 * feed's own `settleBet`. Every change writes its `console_audit` row in its transaction. The bonus lives in
 * routes-player-bonus.ts, the bets in routes-bets.ts, the player's row and lookup in player-rows.ts.
 */

/** `%` and `_` are searched for literally. */
export function likeEscape(s: string): string {
  return s.replace(/[\\%_]/g, (c) => `\\${c}`);
}

const searchPlayers = route({
  method: 'GET',
  path: '/players',
  access: 'players.view',
  query: z.object({
    q: z.string().trim().max(64).optional(),
    // digits; a national number typed with its trunk 0 ("0917…") also finds the stored canonical "63917…"
    phone: z
      .string()
      .trim()
      .max(32)
      // a filter with no digits ('abc') would match every player: refused like a too short one
      .refine((s) => s === '' || s.replace(/\D/g, '').length >= 4, 'at least 4 digits')
      .transform((s) => s.replace(/\D/g, ''))
      .optional(),
    site: z.string().trim().max(253).optional(),
    status: z.enum(['ACTIVE', 'BLOCK', 'CLOSE']).optional(),
    ...page,
  }),
  async handle(ctx) {
    const { q, phone, site, status, page: p, page_size } = ctx.query;
    const where = `WHERE ($1::text IS NULL OR lower(p.account_id) LIKE '%' || lower($1) || '%' ESCAPE '\\'
          OR p.id::text = $2)
        AND ($3::text IS NULL OR regexp_replace(p.contact_phone, '\\D', '', 'g') LIKE '%' || $3 || '%'
          OR ($3 LIKE '0%' AND regexp_replace(p.contact_phone, '\\D', '', 'g') LIKE '%' || substr($3, 2) || '%'))
        AND ($4::text IS NULL OR s.domain_name = $4)
        AND ($5::text IS NULL OR p.status = $5)`;
    const params = [
      q ? likeEscape(q) : null,
      q ?? null,
      phone ? phone : null,
      site ? site.toLowerCase() : null,
      status ?? null,
    ];
    const [{ total } = { total: 0 }] = await ctx.db.query<{ total: number }>(
      `SELECT count(*)::int AS total FROM players p JOIN sites s ON s.id = p.site_id ${where}`,
      params,
    );
    const rows = await ctx.db.query<PlayerJoined>(
      `${PLAYER_SELECT} ${where} ORDER BY p.id DESC LIMIT $6 OFFSET $7`,
      [...params, page_size, (p - 1) * page_size],
    );
    return { items: rows.map(playerView), total, page: p, page_size };
  },
});

interface SessionRow {
  token_hash: string;
  user_agent: string;
  ip: string;
  created_at: Date | string;
  last_seen_at: Date | string;
  expires_at: Date | string;
}

const playerDetail = route({
  method: 'GET',
  path: '/players/:id',
  access: 'players.view',
  async handle(ctx) {
    const now = new Date(ctx.now);
    // depositLimits applies limits whose cooling-off has ended (as the player's own reads do): one transaction
    return ctx.db.tx(async (q) => {
      const player = await thePlayer(q, ctx);
      const [rg] = await q.query<{
        reality_check: number | null;
        excluded_kind: string | null;
        excluded_until: Date | string | null;
      }>('SELECT reality_check, excluded_kind, excluded_until FROM rg_settings WHERE player_id = $1', [
        player.id,
      ]);
      const ownExclusion =
        rg?.excluded_until && new Date(rg.excluded_until).getTime() > now.getTime()
          ? { kind: rg.excluded_kind, until: iso(rg.excluded_until) }
          : null;
      const exclusion = await activeExclusion(
        q,
        { playerId: player.id, siteId: player.site_id, phone: player.contact_phone },
        now,
      );
      const sessions = await q.query<SessionRow>(
        `SELECT token_hash, user_agent, ip, created_at, last_seen_at, expires_at FROM sessions
          WHERE player_id = $1 AND revoked_at IS NULL AND expires_at > $2 ORDER BY last_seen_at DESC LIMIT 50`,
        [player.id, now],
      );
      const [bonuses] = await q.query<{ n: number; total: number }>(
        'SELECT count(*)::int AS n, coalesce(sum(amount), 0)::bigint AS total FROM console_bonuses WHERE player_id = $1',
        [player.id],
      );
      const [bets] = await q.query<{ n: number }>(
        "SELECT count(*)::int AS n FROM bets WHERE player_id = $1 AND status = 'open'",
        [player.id],
      );
      return {
        player: playerView(player),
        responsible: {
          reality_check: rg?.reality_check ?? null,
          // the account's own time-out or self-exclusion; `exclusion` also counts a self-exclusion of the same
          // phone on a sister site of the operator
          own_exclusion: ownExclusion,
          exclusion: exclusion ? { key: exclusion.key, until: exclusion.endsAt.toISOString() } : null,
          deposit_limits: await depositLimits(q, player, now),
        },
        sessions: sessions.map((s) => ({
          id: sessionId(s.token_hash, sha256),
          device: deviceName(s.user_agent),
          user_agent: s.user_agent,
          ip: s.ip,
          created_at: iso(s.created_at),
          last_seen_at: iso(s.last_seen_at),
          expires_at: iso(s.expires_at),
        })),
        console_bonuses: { count: Number(bonuses?.n ?? 0), total: Number(bonuses?.total ?? 0) },
        open_bets: Number(bets?.n ?? 0),
        // what the caller's role may send in one bonus (null: no limit; 0: none)
        bonus_limit: await bonusLimit(q, ctx.staff!.role),
      };
    });
  },
});

const playerLedger = route({
  method: 'GET',
  path: '/players/:id/ledger',
  access: 'players.view',
  query: z.object({ ...page }),
  async handle(ctx) {
    const player = await thePlayer(ctx.db, ctx);
    const { page: p, page_size } = ctx.query;
    const [{ total } = { total: 0 }] = await ctx.db.query<{ total: number }>(
      'SELECT count(*)::int AS total FROM ledger WHERE player_id = $1',
      [player.id],
    );
    const rows = await ctx.db.query<{
      id: number;
      kind: string;
      amount: number;
      balance_after: number;
      ref: string;
      created_at: Date | string;
    }>(
      `SELECT id, kind, amount, balance_after, ref, created_at FROM ledger WHERE player_id = $1
        ORDER BY id DESC LIMIT $2 OFFSET $3`,
      [player.id, page_size, (p - 1) * page_size],
    );
    const items = rows.map((r) => ({
      id: Number(r.id),
      kind: r.kind,
      amount: Number(r.amount),
      balance_after: Number(r.balance_after),
      ref: r.ref,
      created_at: iso(r.created_at),
    }));
    return { items, total, page: p, page_size, currency: player.currency };
  },
});

/**
 * BLOCK, CLOSE or reopen (ACTIVE). A blocked or closed player's sessions end at once (revoked, so a later
 * reopen does not bring them back); their next API call is refused and a sign-in answers BLOCK / CLOSE.
 */
const playerStatus = route({
  method: 'POST',
  path: '/players/:id/status',
  access: 'players.manage',
  // `expected_status` (required): the status the page showed; another one now means someone changed it meanwhile
  // (409 `staleView` naming who and when, docs/console.md "Changed meanwhile") instead of turning it silently
  body: z.object({
    status: z.enum(['ACTIVE', 'BLOCK', 'CLOSE']),
    reason,
    expected_status: z.enum(['ACTIVE', 'BLOCK', 'CLOSE'], {
      error: 'the status the page showed (ACTIVE, BLOCK or CLOSE)',
    }),
  }),
  async handle(ctx) {
    const answer = await ctx.db.tx(async (q) => {
      const player = await thePlayer(q, ctx);
      const [locked] = await q.query<{ status: string }>(
        'SELECT status FROM players WHERE id = $1 FOR UPDATE',
        [player.id],
      );
      const before = locked?.status ?? player.status;
      if (ctx.body.expected_status !== before)
        throw staleView(
          await lastChange(q, playerTarget(player), ['players.status'], ['/api/operator/player_status']),
        );
      if (before === ctx.body.status)
        throw new ConsoleError(409, 'unchanged', `status: the account is already ${before}`);
      await q.query('UPDATE players SET status = $2 WHERE id = $1', [player.id, ctx.body.status]);
      const ended =
        ctx.body.status === 'ACTIVE'
          ? 0
          : await revokeSessions(q, player.id, ctx.body.status === 'BLOCK' ? 'blocked' : 'closed');
      await consoleAudit(q, ctx.actor, {
        action: 'players.status',
        target: playerTarget(player),
        before: { status: before },
        after: {
          status: ctx.body.status,
          sessions_ended: ended,
          reason: ctx.body.reason,
          player_id: player.id,
        },
      });
      return { player: playerView({ ...player, status: ctx.body.status }), sessions_ended: ended };
    });
    securityEvent('console.player_status', {
      player: answer.player.id,
      status: answer.player.status,
      actor: ctx.actor.name,
      ip: ctx.actor.ip,
    });
    return answer;
  },
});

const playerInbox = route({
  method: 'POST',
  path: '/players/:id/inbox',
  access: 'players.manage',
  body: z.object({ title, body: text }),
  async handle(ctx) {
    return ctx.db.tx(async (q) => {
      const player = await thePlayer(q, ctx);
      const [row] = await q.query<{ inbox_id: number }>(
        'INSERT INTO inbox (player_id, title, body, amount) VALUES ($1, $2, $3, 0) RETURNING inbox_id',
        [player.id, ctx.body.title, ctx.body.body],
      );
      const inboxId = Number(row!.inbox_id);
      await consoleAudit(q, ctx.actor, {
        action: 'players.inbox',
        target: playerTarget(player),
        after: { inbox_id: inboxId, title: ctx.body.title },
      });
      return { inbox_id: inboxId };
    });
  },
});

/** The players section's routes (with the bonus and the bets routes), added to ROUTES in routes.ts. */
export const PLAYER_ROUTES: readonly ConsoleRoute[] = [
  searchPlayers,
  playerDetail,
  playerLedger,
  playerStatus,
  playerInbox,
  playerBonus,
  ...BET_ROUTES,
] as ConsoleRoute[];
