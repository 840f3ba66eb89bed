import type { Envelope } from '@site/shared';
import type { Queryable } from '../../db/index';
import type { CallContext } from '../types';
import { fail } from '../envelope';
import { recordSignIn } from './devices';
import { activeExclusion, exclusionDetail, nowOf } from './responsible';

type Ctx = Pick<CallContext<unknown>, 'config' | 'ip' | 'userAgent'> & { site: { id: number } };

/**
 * The responsible-gaming gate of every sign-in (password, TAC) and sign-up: a time-out or self-exclusion
 * (the account's own, or the phone's on any site of the operator) refuses with its key (timeOutActive,
 * selfExcluded), the end date in statusDetail and `value.ends_at`.
 */
export async function exclusionRefusal(
  q: Queryable,
  ctx: Ctx,
  who: { playerId: number | null; phone: string },
): Promise<Envelope<never> | null> {
  const e = await activeExclusion(q, { ...who, siteId: ctx.site.id }, nowOf(ctx.config));
  if (!e) return null;
  return fail(e.key, exclusionDetail(e), 0, { ends_at: e.endsAt.toISOString() });
}

/** Records a sign-in attempt for the player's history (account/sessions). */
export function noteSignIn(
  q: Queryable,
  ctx: Ctx,
  playerId: number | null,
  method: 'password' | 'tac',
  outcome: string,
): Promise<void> {
  return recordSignIn(q, {
    siteId: ctx.site.id,
    playerId,
    method,
    outcome,
    ip: ctx.ip,
    userAgent: ctx.userAgent,
  });
}
