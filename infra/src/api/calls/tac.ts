import { defineCall } from '../types';
import { ApiRefusal, fail, ok } from '../envelope';
import { LIMITS } from '../../security/rate-limit';
import { checkTac, issueTac, tacFailureDetail, type TacPurpose } from '../domain/tac';
import { accountKey, limited, limitedAttempt, overLimit } from '../domain/limits';
import type { Envelope } from '@site/shared';
import { findPlayer } from '../domain/players';
import { issueChallenge, redeemChallenge, requiredDifficulty } from '../domain/challenge';
import type { CallContext } from '../types';
import { sitePhone } from '../domain/phone';
import { activeExclusion, exclusionNotice, nowOf } from '../domain/responsible';

/** The same answer whether or not a code was sent: nobody learns whether the account exists. */
const SENT = 'tacSent';

function tacRequestLimited(ctx: CallContext<{ account_id: string }>): Promise<boolean> {
  return overLimit(
    ctx.db,
    [`tac:ip:${ctx.ip}`, LIMITS.tacIp],
    [accountKey('tac', ctx.site?.id, ctx.body.account_id), LIMITS.tacAccount],
  );
}

/** Sign-up step 1: a register code for a new account name, sent to contact_phone (or to the name itself). */
export const tacRequestRegister = defineCall('/api/auth/tac/request_new_register', {
  async handle(ctx) {
    const { db, body, site } = ctx;
    if (await tacRequestLimited(ctx)) return limited();
    if (!site) return fail('siteNotFound', 'no site is configured for this domain');
    // Past a threshold a registration code costs a proof of work (issue 9 §6; docs/api.md).
    const difficulty = await requiredDifficulty(db, site.id, ctx.ip);
    if (difficulty > 0) {
      const solved =
        body.challenge !== undefined &&
        body.challenge_nonce !== undefined &&
        (await redeemChallenge(db, site.id, body.challenge, body.challenge_nonce, difficulty));
      if (!solved)
        return fail(
          'challengeRequired',
          `challenge: find challenge_nonce so that sha256(challenge:nonce) starts with ${difficulty} zero bits`,
          0,
          await issueChallenge(db, site.id, difficulty),
        );
    }
    // canonical, so the per-number SMS limits count "0905…", "+63 905-…" and "63905…" as one number
    const destination = sitePhone(body.contact_phone ?? body.account_id, site);
    const value = await db.tx(async (q) => {
      const taken = await findPlayer(q, site.id, body.account_id);
      return issueTac(q, {
        siteId: site.id,
        siteName: site.site_name,
        accountId: body.account_id,
        purpose: 'register',
        deliverTo: taken ? null : destination,
        requestedDestination: destination,
      });
    });
    return ok(value, SENT);
  },
});

/** TAC sign-in step 1: a login code to the phone of an active account. */
export const tacRequestLogin = defineCall('/api/auth/tac/request_login', {
  async handle(ctx) {
    const { db, body, site } = ctx;
    if (await tacRequestLimited(ctx)) return limited();
    if (!site) return fail('siteNotFound', 'no site is configured for this domain');
    const value = await db.tx(async (q) => {
      const player = await findPlayer(q, site.id, body.account_id);
      const reachable = player && player.status === 'ACTIVE' && player.contact_phone;
      // During a time-out or self-exclusion no code is sent (sign-in would be refused): the phone gets the
      // refusal instead, worded as sign-in words it. The answer stays tacSent, so nobody who only knows the
      // account name learns that it exists or is excluded (docs/responsible-gaming.md).
      const excluded = reachable
        ? await activeExclusion(
            q,
            { playerId: player.id, siteId: site.id, phone: player.contact_phone },
            nowOf(ctx.config),
          )
        : null;
      return issueTac(q, {
        siteId: site.id,
        siteName: site.site_name,
        accountId: body.account_id,
        purpose: 'login',
        deliverTo: reachable ? player.contact_phone : null,
        notice: excluded ? exclusionNotice(site.site_name, excluded) : undefined,
      });
    });
    return ok(value, SENT);
  },
});

/**
 * Runs a code check under the TAC check limits (per address and per account), reserved before the check, one
 * check at a time per account (issue 9 §1). Every check counts, right or wrong: a limited one answers
 * tooManyRequests without looking at the code.
 */
export function tacChecked<T>(
  ctx: CallContext<{ account_id: string }>,
  call: string,
  run: () => Promise<T>,
): Promise<T | Envelope<never>> {
  const key = accountKey('tac-check', ctx.site?.id, ctx.body.account_id);
  return limitedAttempt(
    {
      db: ctx.db,
      limits: [
        [`tac-check:ip:${ctx.ip}`, LIMITS.tacVerifyIp],
        [key, LIMITS.tacVerifyAccount],
      ],
      lockKey: key,
      log: { ip: ctx.ip, site: ctx.site?.domain_name ?? null, account: ctx.body.account_id, call },
      onSuccess: () => {},
    },
    async () => ({ failed: false, answer: await run() }),
  );
}

/** Sign-up step 2 (and optionally a reset code before the new password): marks the code verified. */
export const tacVerify = defineCall('/api/auth/tac/verify', {
  async handle(ctx) {
    const { db, body, site } = ctx;
    return tacChecked(ctx, 'tac/verify', async () => {
      if (!site) return fail('siteNotFound', 'no site is configured for this domain');
      const purpose: TacPurpose = body.purpose;
      // The attempt counter must be committed even when the code is wrong: refuse after the transaction.
      const result = await db.tx((q) =>
        checkTac(q, {
          siteId: site.id,
          accountId: body.account_id,
          purpose,
          code: body.tac,
          consume: false,
          request: body.tac_request,
        }),
      );
      if (!result.ok) throw new ApiRefusal(result.reason, tacFailureDetail(result));
      return ok(null, 'tacVerified');
    });
  },
});
