import { z } from 'zod';
import { defineCall } from '../types';
import { ApiRefusal, fail, ok } from '../envelope';
import { LIMITS } from '../../security/rate-limit';
import { accountId, newAccountId, phone, siteRef, tacCode } from '../schemas';
import { checkTac, issueTac, type TacPurpose } from '../domain/tac';
import { accountKey, limited, overLimit } from '../domain/limits';
import { findPlayer } from '../domain/players';
import type { CallContext } from '../types';

/** The same answer whether or not a code was sent: nobody learns whether the account exists. */
const SENT = 'tacSent';

function tacRequestLimited(ctx: CallContext<{ account_id: string }>): boolean {
  return overLimit(
    [`tac:ip:${ctx.ip}`, LIMITS.tacIp],
    [accountKey('tac', ctx.site?.id, ctx.body.account_id), LIMITS.tacAccount],
  );
}

/** Sign-up step 1: a register code for a new account name, sent to contact_phone (or to the name itself). */
export const tacRequestRegister = defineCall({
  path: '/api/auth/tac/request_new_register',
  schema: z.object({ ...siteRef, account_id: newAccountId, contact_phone: phone.optional() }).loose(),
  async handle(ctx) {
    const { db, body, site } = ctx;
    if (tacRequestLimited(ctx)) return limited();
    if (!site) return fail('siteNotFound', 'no site is configured for this domain');
    await db.tx(async (q) => {
      const taken = await findPlayer(q, site.id, body.account_id);
      await issueTac(q, {
        siteId: site.id,
        siteName: site.site_name,
        accountId: body.account_id,
        purpose: 'register',
        deliverTo: taken ? null : (body.contact_phone ?? body.account_id),
      });
    });
    return ok(null, SENT);
  },
});

/** TAC sign-in step 1: a login code to the phone of an active account. */
export const tacRequestLogin = defineCall({
  path: '/api/auth/tac/request_login',
  schema: z.object({ ...siteRef, account_id: accountId }).loose(),
  async handle(ctx) {
    const { db, body, site } = ctx;
    if (tacRequestLimited(ctx)) return limited();
    if (!site) return fail('siteNotFound', 'no site is configured for this domain');
    await db.tx(async (q) => {
      const player = await findPlayer(q, site.id, body.account_id);
      const reachable = player && player.status === 'ACTIVE' && player.contact_phone;
      await issueTac(q, {
        siteId: site.id,
        siteName: site.site_name,
        accountId: body.account_id,
        purpose: 'login',
        deliverTo: reachable ? player.contact_phone : null,
      });
    });
    return ok(null, SENT);
  },
});

/** Counts a code check against the limits; true when over. */
export function tacCheckLimited(ctx: CallContext<{ account_id: string }>): boolean {
  return overLimit(
    [`tac-check:ip:${ctx.ip}`, LIMITS.tacVerifyIp],
    [accountKey('tac-check', ctx.site?.id, ctx.body.account_id), LIMITS.tacVerifyAccount],
  );
}

/** Sign-up step 2 (and optionally a reset code before the new password): marks the code verified. */
export const tacVerify = defineCall({
  path: '/api/auth/tac/verify',
  schema: z
    .object({
      ...siteRef,
      account_id: accountId,
      tac: tacCode,
      purpose: z.enum(['register', 'reset']).default('register'),
    })
    .loose(),
  async handle(ctx) {
    const { db, body, site } = ctx;
    if (tacCheckLimited(ctx)) return limited();
    if (!site) return fail('siteNotFound', 'no site is configured for this domain');
    const purpose: TacPurpose = body.purpose;
    // The attempt counter must be committed even when the code is wrong: refuse after the transaction.
    const result = await db.tx((q) =>
      checkTac(q, { siteId: site.id, accountId: body.account_id, purpose, code: body.tac, consume: false }),
    );
    if (!result.ok) throw new ApiRefusal(result.reason, 'tac: the code is wrong, expired or used');
    return ok(null, 'tacVerified');
  },
});
