import { z } from 'zod';
import type { Queryable } from '../db/index';
import { ApiRefusal } from '../api/envelope';
import { lockWallet, post, type Wallet } from '../api/domain/ledger';
import { betsWithSelections, settleBet, type BetRow } from '../api/domain/bets';
import { activeExclusion, depositLimits } from '../api/domain/responsible';
import { revokeSessions } from '../api/domain/sessions';
import { deviceName, sessionId } from '../api/domain/devices';
import { sha256 } from '../security/tokens';
import { securityEvent } from '../security/security-log';
import { consoleAudit } from './audit';
import { ConsoleError } from './errors';
import type { Role } from './roles';
import { route, type ConsoleRoute, type RouteContext } from './route';

/**
 * Players and bets in the console (issue 17 §6): search, a player's detail (wallet, ledger, sessions,
 * responsible-gaming state), BLOCK / CLOSE / reopen, an inbox message, a bonus within the role's limit
 * (`console_action_limits`, migration 027), and manual settlement of an open sportsbook bet through the
 * feed's own `settleBet`. Every change writes its `console_audit` row in its transaction.
 */

const id = z.coerce.number().int().positive();
const page = {
  page: z.coerce.number().int().min(1).default(1),
  page_size: z.coerce.number().int().min(1).max(200).default(50),
};
const reason = z.string().trim().min(3).max(500);
/** What a bonus is per action in `console_action_limits`. */
export const BONUS_ACTION = 'players.bonus';
/** One bonus never moves more than this, whatever the role (PHP 1,000,000.00). */
const BONUS_MAX = 100_000_000;

/** `%` and `_` are searched for literally. */
export function likeEscape(s: string): string {
  return s.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** Minor units as the staff read them: 5000 → "50.00". */
export function money(minor: number): string {
  const sign = minor < 0 ? '-' : '';
  const abs = Math.abs(minor);
  return `${sign}${Math.floor(abs / 100).toLocaleString('en-US')}.${String(abs % 100).padStart(2, '0')}`;
}

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

interface PlayerJoined {
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

const PLAYER_SELECT = `SELECT p.id, p.site_id, p.account_id, p.full_name, p.contact_email, p.contact_phone, p.status,
       p.vip_level, p.created_at, s.domain_name, s.site_name, s.currency, w.balance, w.held,
       (SELECT max(x.last_seen_at) FROM sessions x WHERE x.player_id = p.id) AS last_seen_at
  FROM players p JOIN sites s ON s.id = p.site_id LEFT JOIN wallets w ON w.player_id = p.id`;

function playerView(r: PlayerJoined) {
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

async function playerById(q: Queryable, playerId: number): Promise<PlayerJoined | null> {
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
async function thePlayer(q: Queryable, ctx: RouteContext<unknown, unknown>): Promise<PlayerJoined> {
  const playerId = id.safeParse(ctx.params.id);
  const found = playerId.success ? await playerById(q, playerId.data) : null;
  if (!found) throw new ConsoleError(404, 'notFound', 'id: no such player');
  return found;
}

/** The most a role may send in one bonus: a number (minor units), null for no limit, 0 when it may not. */
export async function bonusLimit(q: Queryable, role: string): Promise<number | null> {
  const [row] = await q.query<{ max_amount: number | null }>(
    'SELECT max_amount FROM console_action_limits WHERE role = $1 AND action = $2',
    [role, BONUS_ACTION],
  );
  if (!row) return 0;
  return row.max_amount === null ? null : Number(row.max_amount);
}

const searchPlayers = route({
  method: 'GET',
  path: '/players',
  access: 'players.view',
  query: z.object({
    q: z.string().trim().max(64).optional(),
    phone: z
      .string()
      .trim()
      .max(32)
      .transform((s) => s.replace(/\D/g, ''))
      .optional(),
    site: z.string().trim().max(253).optional(),
    status: z.enum(['ACTIVE', 'BLOCK', 'CLOSE']).optional(),
    ...page,
  }),
  async handle(ctx) {
    const { q, phone, site, status, page: p, page_size } = ctx.query;
    if (phone !== undefined && phone.length > 0 && phone.length < 4)
      throw new ConsoleError(400, 'invalidInput', 'phone: at least 4 digits');
    const where = `WHERE ($1::text IS NULL OR lower(p.account_id) LIKE '%' || lower($1) || '%' ESCAPE '\\'
          OR p.id::text = $2)
        AND ($3::text IS NULL OR regexp_replace(p.contact_phone, '\\D', '', 'g') LIKE '%' || $3 || '%')
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
  body: z.object({ status: z.enum(['ACTIVE', 'BLOCK', 'CLOSE']), reason }),
  async handle(ctx) {
    const answer = await ctx.db.tx(async (q) => {
      const player = await thePlayer(q, ctx);
      const [locked] = await q.query<{ status: string }>(
        'SELECT status FROM players WHERE id = $1 FOR UPDATE',
        [player.id],
      );
      const before = locked?.status ?? player.status;
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

const title = z.string().trim().min(1).max(120);
const text = z.string().trim().min(1).max(4000);

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

interface BonusRow {
  id: number;
  idempotency_key: string;
  player_id: number;
  amount: number;
  reason: string;
  inbox_id: number | null;
  balance_after: number;
  created_at: Date | string;
}

const bonusView = (b: BonusRow, replayed: boolean) => ({
  bonus_id: Number(b.id),
  amount: Number(b.amount),
  balance: Number(b.balance_after),
  inbox_id: b.inbox_id === null ? null : Number(b.inbox_id),
  created_at: iso(b.created_at),
  replayed,
});

/**
 * A bonus credited straight to the wallet (a ledger `bonus` row) within the role's limit, once per
 * idempotency key: the same key again answers the first bonus (`replayed`) and moves nothing; the same key for
 * another player or amount is refused. With a message, the player also finds it in their inbox.
 */
const playerBonus = route({
  method: 'POST',
  path: '/players/:id/bonus',
  access: 'players.manage',
  body: z.object({
    amount: z.number().int().positive().max(BONUS_MAX),
    reason,
    idempotency_key: z
      .string()
      .trim()
      .min(8)
      .max(100)
      .check(z.regex(/^[\w.:-]+$/, 'letters, digits, _ . : -')),
    message: z.object({ title, body: text }).optional(),
  }),
  async handle(ctx) {
    const role = ctx.staff!.role as Role;
    const limit = await bonusLimit(ctx.db, role);
    const answer = await ctx.db.tx(async (q) => {
      const player = await thePlayer(q, ctx);
      const wallet: Wallet = await lockWallet(q, player.id);
      const [prev] = await q.query<BonusRow>('SELECT * FROM console_bonuses WHERE idempotency_key = $1', [
        ctx.body.idempotency_key,
      ]);
      if (prev) {
        if (Number(prev.player_id) !== player.id || Number(prev.amount) !== ctx.body.amount)
          throw new ConsoleError(
            409,
            'idempotencyConflict',
            'idempotency_key: already used for another bonus',
          );
        return bonusView(prev, true);
      }
      if (limit === 0)
        throw new ConsoleError(403, 'bonusNotAllowed', `the role ${role} may not send bonuses`);
      if (limit !== null && ctx.body.amount > limit) {
        securityEvent(
          'console.over_limit',
          { staff: ctx.actor.name, role, action: BONUS_ACTION, amount: ctx.body.amount, limit },
          'warn',
        );
        throw new ConsoleError(
          403,
          'overLimit',
          `amount: the ${role} limit is ${money(limit)} per bonus (${limit} minor units)`,
        );
      }
      if (player.status !== 'ACTIVE')
        throw new ConsoleError(409, 'playerNotActive', `the account is ${player.status}`);
      const excluded = await activeExclusion(
        q,
        { playerId: player.id, siteId: player.site_id, phone: player.contact_phone },
        new Date(ctx.now),
      );
      // no incentives to a player who excluded themselves (docs/responsible-gaming.md)
      if (excluded)
        throw new ConsoleError(
          409,
          'playerExcluded',
          `${excluded.key} until ${excluded.endsAt.toISOString()}: no bonus`,
        );
      const [{ next } = { next: 0 }] = await q.query<{ next: number }>(
        "SELECT nextval(pg_get_serial_sequence('console_bonuses', 'id'))::bigint AS next",
      );
      const bonusId = Number(next);
      let balance: number;
      try {
        balance = await post(q, player.id, 'bonus', ctx.body.amount, `console-bonus:${bonusId}`);
      } catch (e) {
        if (e instanceof ApiRefusal) throw new ConsoleError(409, e.statusMessage, e.statusDetail);
        throw e;
      }
      let inboxId: number | null = null;
      if (ctx.body.message) {
        // a note only: the money is already credited, so the item carries no claimable amount
        const [row] = await q.query<{ inbox_id: number }>(
          'INSERT INTO inbox (player_id, title, body, amount) VALUES ($1, $2, $3, 0) RETURNING inbox_id',
          [player.id, ctx.body.message.title, ctx.body.message.body],
        );
        inboxId = Number(row!.inbox_id);
      }
      const [made] = await q.query<BonusRow>(
        `INSERT INTO console_bonuses (id, idempotency_key, player_id, amount, reason, staff_id, inbox_id, balance_after)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING *`,
        [
          bonusId,
          ctx.body.idempotency_key,
          player.id,
          ctx.body.amount,
          ctx.body.reason,
          ctx.staff!.id,
          inboxId,
          balance,
        ],
      );
      const [after] = await q.query<Wallet>('SELECT balance, held FROM wallets WHERE player_id = $1', [
        player.id,
      ]);
      await consoleAudit(q, ctx.actor, {
        action: 'players.bonus',
        target: playerTarget(player),
        before: { wallet: { balance: Number(wallet.balance), held: Number(wallet.held) } },
        after: {
          bonus_id: bonusId,
          amount: ctx.body.amount,
          limit,
          wallet: { balance: Number(after!.balance), held: Number(after!.held) },
          reason: ctx.body.reason,
          ...(inboxId === null ? {} : { inbox_id: inboxId }),
        },
      });
      return bonusView(made!, false);
    });
    if (!answer.replayed)
      securityEvent('money.bonus_sent', {
        bonus: answer.bonus_id,
        amount: answer.amount,
        actor: ctx.actor.name,
        ip: ctx.actor.ip,
        via: 'console',
      });
    return answer;
  },
});

interface OpenBetRow extends BetRow {
  account_id: string;
  domain_name: string;
  currency: string;
}

const openBets = route({
  method: 'GET',
  path: '/bets',
  access: 'bets.settle',
  query: z.object({
    player_id: z.coerce.number().int().positive().optional(),
    site: z.string().trim().max(253).optional(),
    account: z.string().trim().max(64).optional(),
    ...page,
  }),
  async handle(ctx) {
    const { player_id, site, account, page: p, page_size } = ctx.query;
    const from = 'FROM bets b JOIN players p ON p.id = b.player_id JOIN sites s ON s.id = p.site_id';
    const where = `WHERE b.status = 'open' AND ($1::int IS NULL OR b.player_id = $1)
        AND ($2::text IS NULL OR s.domain_name = $2) AND ($3::text IS NULL OR lower(p.account_id) = lower($3))`;
    const params = [player_id ?? null, site ? site.toLowerCase() : null, account ?? null];
    const [{ total } = { total: 0 }] = await ctx.db.query<{ total: number }>(
      `SELECT count(*)::int AS total ${from} ${where}`,
      params,
    );
    const rows = await ctx.db.query<OpenBetRow>(
      `SELECT b.*, p.account_id, s.domain_name, s.currency ${from} ${where}
        ORDER BY b.placed_at, b.id LIMIT $4 OFFSET $5`,
      [...params, page_size, (p - 1) * page_size],
    );
    const views = await betsWithSelections(ctx.db, rows);
    const items = rows.map((r, i) => ({
      ...views[i]!,
      player_id: Number(r.player_id),
      account_id: r.account_id,
      domain_name: r.domain_name,
      currency: r.currency,
    }));
    return { items, total, page: p, page_size };
  },
});

/** Manual settlement: the feed's own step (`settleBet`, under the wallet lock), once — a second try is 409. */
const settle = route({
  method: 'POST',
  path: '/bets/:id/settle',
  access: 'bets.settle',
  body: z.object({ result: z.enum(['won', 'lost', 'void']), reason }),
  async handle(ctx) {
    const betId = id.safeParse(ctx.params.id);
    if (!betId.success) throw new ConsoleError(404, 'notFound', 'id: no such bet');
    const answer = await ctx.db.tx(async (q) => {
      const [b] = await q.query<BetRow>('SELECT * FROM bets WHERE id = $1', [betId.data]);
      if (!b) throw new ConsoleError(404, 'notFound', 'id: no such bet');
      const wallet = await lockWallet(q, b.player_id);
      let done: BetRow;
      try {
        done = await settleBet(q, betId.data, ctx.body.result);
      } catch (e) {
        if (e instanceof ApiRefusal)
          throw new ConsoleError(e.statusMessage === 'notFound' ? 404 : 409, e.statusMessage, e.statusDetail);
        throw e;
      }
      const [after] = await q.query<Wallet>('SELECT balance, held FROM wallets WHERE player_id = $1', [
        b.player_id,
      ]);
      await consoleAudit(q, ctx.actor, {
        action: 'bets.settle',
        target: `bet:${b.id}`,
        before: {
          status: b.status,
          stake: Number(b.stake),
          potential_payout: Number(b.potential_payout),
          player_id: Number(b.player_id),
          wallet: { balance: Number(wallet.balance), held: Number(wallet.held) },
        },
        after: {
          status: done.status,
          payout: Number(done.payout),
          wallet: { balance: Number(after!.balance), held: Number(after!.held) },
          reason: ctx.body.reason,
        },
      });
      const [view] = await betsWithSelections(q, [done]);
      return view!;
    });
    securityEvent('money.bet_settled', {
      bet: answer.bet_id,
      status: answer.status,
      payout: answer.payout,
      actor: ctx.actor.name,
      ip: ctx.actor.ip,
      via: 'console',
    });
    return answer;
  },
});

/** The players section's routes, added to ROUTES in routes.ts. */
export const PLAYER_ROUTES: readonly ConsoleRoute[] = [
  searchPlayers,
  playerDetail,
  playerLedger,
  playerStatus,
  playerInbox,
  playerBonus,
  openBets,
  settle,
] as ConsoleRoute[];
