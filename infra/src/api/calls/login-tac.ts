import { defineCall } from '../types';
import { fail } from '../envelope';
import { checkTac, tacFailureDetail, type TacFailure } from '../domain/tac';
import { findPlayer } from '../domain/players';
import { loginAnswer, openSession } from '../domain/sessions';
import { tacChecked } from './tac';
import type { Envelope, LoginValue } from '@site/shared';
import { exclusionRefusal, noteSignIn } from '../domain/sign-in-gate';

/** TAC sign-in step 2: consumes the login code and answers like the password login (SPEC §7). */
export const loginTac = defineCall('/api/auth/login_tac', {
  async handle(ctx) {
    const { db, body, site } = ctx;
    return tacChecked(ctx, 'login_tac', async () => {
      if (!site) return fail('siteNotFound', 'no site is configured for this domain');
      type Refused = { ok: false; reason: TacFailure | 'BLOCK' | 'CLOSE'; wait?: number };
      const outcome = await db.tx<LoginValue | Refused | Envelope<never>>(async (q) => {
        const checked = await checkTac(q, {
          siteId: site.id,
          accountId: body.account_id,
          purpose: 'login',
          code: body.tac,
          consume: true,
          request: body.tac_request,
        });
        const player = await findPlayer(q, site.id, body.account_id);
        if (!checked.ok) {
          await noteSignIn(q, { ...ctx, site }, player?.id ?? null, 'tac', checked.reason);
          return checked;
        }
        // A login code is only ever sent to an existing active account.
        if (!player) return { ok: false, reason: 'tacInvalid' };
        if (player.status === 'BLOCK' || player.status === 'CLOSE')
          return { ok: false, reason: player.status };
        const refusal = await exclusionRefusal(
          q,
          { ...ctx, site },
          { playerId: player.id, phone: player.contact_phone },
        );
        await noteSignIn(q, { ...ctx, site }, player.id, 'tac', refusal?.statusMessage ?? 'success');
        return refusal ?? openSession(q, player, ctx);
      });
      if ('statusCode' in outcome) return outcome;
      if ('ok' in outcome)
        return fail(
          outcome.reason,
          outcome.reason === 'BLOCK' || outcome.reason === 'CLOSE'
            ? `the account is ${outcome.reason === 'BLOCK' ? 'blocked' : 'closed'}`
            : tacFailureDetail(outcome as { reason: TacFailure; wait?: number }),
        );
      return loginAnswer(outcome);
    });
  },
});
