import { z } from 'zod';
import { defineCall } from '../types';
import { fail } from '../envelope';
import { accountId, siteRef, tacCode } from '../schemas';
import { checkTac, type TacFailure } from '../domain/tac';
import { limited } from '../domain/limits';
import { findPlayer } from '../domain/players';
import { loginAnswer, openSession } from '../domain/sessions';
import { tacCheckLimited } from './tac';
import type { LoginValue } from '@site/shared';

/** TAC sign-in step 2: consumes the login code and answers like the password login (SPEC §7). */
export const loginTac = defineCall({
  path: '/api/auth/login_tac',
  schema: z.object({ ...siteRef, account_id: accountId, tac: tacCode }).loose(),
  async handle(ctx) {
    const { db, body, site } = ctx;
    if (tacCheckLimited(ctx)) return limited();
    if (!site) return fail('siteNotFound', 'no site is configured for this domain');
    const outcome = await db.tx<LoginValue | TacFailure | 'BLOCK' | 'CLOSE'>(async (q) => {
      const checked = await checkTac(q, {
        siteId: site.id,
        accountId: body.account_id,
        purpose: 'login',
        code: body.tac,
        consume: true,
      });
      if (!checked.ok) return checked.reason;
      const player = await findPlayer(q, site.id, body.account_id);
      // A login code is only ever sent to an existing active account.
      if (!player) return 'tacInvalid';
      if (player.status === 'BLOCK' || player.status === 'CLOSE') return player.status;
      return openSession(q, player);
    });
    if (typeof outcome === 'string') return fail(outcome, 'tac: the code is wrong, expired or used');
    return loginAnswer(outcome);
  },
});
