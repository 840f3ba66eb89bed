import { defineCall } from '../types';
import { fail, ok } from '../envelope';
import { lockWallet } from '../domain/ledger';
import { revokeSessions } from '../domain/sessions';
import { realityCheck, playerInterval } from '../domain/reality-check';
import {
  audit,
  depositLimits,
  EXCLUSION_MS,
  nowOf,
  SELF_EXCLUSION_DURATIONS,
  setDepositLimit,
  TIME_OUT_DURATIONS,
} from '../domain/responsible';

/** Responsible-gaming calls of the signed-in player (docs/responsible-gaming.md). */

export const rgStatus = defineCall('/api/account/rg_status', {
  auth: true,
  async handle({ db, player, config }) {
    const me = player!;
    return db.tx(async (q) => {
      const [site] = await q.query<{ reality_check_default: 0 | 30 | 60 }>(
        'SELECT reality_check_default FROM sites WHERE id = $1',
        [me.site_id],
      );
      return ok({
        limits: await depositLimits(q, me, nowOf(config)),
        reality_check: {
          interval: await playerInterval(q, me.id, me.site_id),
          site_default: site?.reality_check_default ?? 0,
        },
      });
    });
  },
});

/** Sets or removes a deposit limit: a decrease at once (depositLimitSet), an increase or removal after 24 h (depositLimitPending). */
export const depositLimit = defineCall('/api/account/deposit_limit', {
  auth: true,
  async handle({ db, body, player, config }) {
    const me = player!;
    const now = nowOf(config);
    return db.tx(async (q) => {
      // the wallet lock orders this change against a deposit being checked against the limit
      await lockWallet(q, me.id);
      const applies = await setDepositLimit(q, me, body.period, body.amount, now);
      const limit = (await depositLimits(q, me, now)).find((l) => l.period === body.period)!;
      const answer = ok({ limit, applies }, applies === 'now' ? 'depositLimitSet' : 'depositLimitPending');
      return applies === 'pending' && limit.pending
        ? { ...answer, statusDetail: `applies on ${limit.pending.effective_at}` }
        : answer;
    });
  },
});

/**
 * A time-out (24h, 7d, 30d) or self-exclusion (6m, 1y, 5y): every session of the player ends at once and
 * sign-in is refused until the end (timeOutActive / selfExcluded). A self-exclusion is also bound to the
 * phone across the operator's sites. Nothing the player can call shortens it; a new, longer one extends it.
 */
export const rgExclude = defineCall('/api/account/rg_exclude', {
  auth: true,
  async handle({ db, body, player, config }) {
    const me = player!;
    const allowed = body.kind === 'time_out' ? TIME_OUT_DURATIONS : SELF_EXCLUSION_DURATIONS;
    if (!allowed.includes(body.duration))
      return fail('invalidInput', `duration: one of ${allowed.join(', ')} for ${body.kind}`);
    const now = nowOf(config);
    const endsAt = new Date(now.getTime() + (EXCLUSION_MS[body.duration] ?? 0));
    await db.tx(async (q) => {
      await q.query(
        `INSERT INTO rg_settings (player_id, excluded_kind, excluded_until) VALUES ($1, $2, $3)
         ON CONFLICT (player_id) DO UPDATE SET
           excluded_kind = CASE WHEN rg_settings.excluded_until > $3 THEN rg_settings.excluded_kind ELSE $2 END,
           excluded_until = greatest(rg_settings.excluded_until, $3)`,
        [me.id, body.kind, endsAt],
      );
      if (body.kind === 'self_exclusion') {
        const [p] = await q.query<{ contact_phone: string; operator_code: string }>(
          'SELECT p.contact_phone, s.operator_code FROM players p JOIN sites s ON s.id = p.site_id WHERE p.id = $1',
          [me.id],
        );
        const phone = (p?.contact_phone ?? '').replace(/\D/g, '');
        if (p && phone)
          await q.query(
            'INSERT INTO rg_exclusions (operator_code, phone, player_id, ends_at, created_at) VALUES ($1, $2, $3, $4, $5)',
            [p.operator_code, phone, me.id, endsAt, now],
          );
      }
      await audit(
        q,
        {
          siteId: me.site_id,
          playerId: me.id,
          actor: 'player',
          action: body.kind,
          detail: { duration: body.duration, ends_at: endsAt.toISOString() },
        },
        now,
      );
      await revokeSessions(q, me.id, body.kind);
    });
    return ok({ kind: body.kind, ends_at: endsAt.toISOString() }, 'exclusionStarted');
  },
});

/** The session's reality check: time, stakes, net result, next due; `acknowledge: true` is the Continue button. */
export const realityCheckCall = defineCall('/api/account/reality_check', {
  auth: true,
  async handle({ db, body, player, sessionHash, config }) {
    return ok(await realityCheck(db, player!, sessionHash!, nowOf(config), body.acknowledge));
  },
});

export const realityCheckSet = defineCall('/api/account/reality_check_set', {
  auth: true,
  async handle({ db, body, player, sessionHash, config }) {
    const me = player!;
    const now = nowOf(config);
    return db.tx(async (q) => {
      const previous = await playerInterval(q, me.id, me.site_id);
      await q.query(
        `INSERT INTO rg_settings (player_id, reality_check) VALUES ($1, $2)
         ON CONFLICT (player_id) DO UPDATE SET reality_check = $2`,
        [me.id, body.interval],
      );
      await audit(
        q,
        {
          siteId: me.site_id,
          playerId: me.id,
          actor: 'player',
          action: 'reality_check_set',
          detail: { interval: body.interval, previous },
        },
        now,
      );
      return ok(await realityCheck(q, me, sessionHash!, now, false));
    });
  },
});

/** The player's own responsible-gaming history, newest first (the last 100 changes). */
export const rgHistory = defineCall('/api/account/rg_history', {
  auth: true,
  async handle({ db, player }) {
    const rows = await db.query<{ at: Date; actor: string; action: string; detail: Record<string, unknown> }>(
      'SELECT at, actor, action, detail FROM rg_audit WHERE player_id = $1 ORDER BY at DESC, id DESC LIMIT 100',
      [player!.id],
    );
    return ok(rows.map((r) => ({ ...r, at: new Date(r.at).toISOString() })));
  },
});
