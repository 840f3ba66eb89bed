import { defineCall } from '../types';
import { ApiRefusal, fail } from '../envelope';
import { hashPassword } from '../../security/passwords';
import { newToken } from '../../security/tokens';
import { LIMITS } from '../../security/rate-limit';
import { consumeVerifiedRegistration, verifiedRegistration } from '../domain/tac';
import { limited, overLimit } from '../domain/limits';
import { findPlayer } from '../domain/players';
import { loginAnswer, openSession } from '../domain/sessions';
import type { PlayerRow } from '../types';
import type { Queryable } from '../../db/index';
import { exclusionRefusal } from '../domain/sign-in-gate';
import { nowOf, PERIODS, setDepositLimit } from '../domain/responsible';
import { sitePhone } from '../domain/phone';

/** Deposit limits chosen at sign-up (optional) apply at once. */
async function signupLimits(
  q: Queryable,
  player: PlayerRow,
  body: Partial<Record<`deposit_limit_${(typeof PERIODS)[number]}`, number>>,
  now: Date,
): Promise<void> {
  for (const period of PERIODS) {
    const amount = body[`deposit_limit_${period}`];
    if (amount) await setDepositLimit(q, player, period, amount, now);
  }
}

/** The verified code went to another number than the sign-up's: the page asks for a code to this one. */
function otherPhone(phone: string) {
  return fail(
    'tacNotVerified',
    `contact_phone: the verified code was sent to another number, not ${phone}; request a code for this number`,
  );
}

/** Sign-up step 3 (after request_new_register and verify): creates the account and signs it in. */
export const signup = defineCall('/api/auth/signup', {
  async handle(ctx) {
    const { db, body, site, ip } = ctx;
    if (await overLimit(db, [`signup:ip:${ip}`, LIMITS.signupIp])) return limited();
    if (!site) return fail('siteNotFound', 'no site is configured for this domain');
    if (body.password.toLowerCase().includes(body.account_id.toLowerCase()))
      return fail('invalidInput', 'password: must not contain the account name');
    if (site.age_confirmation && !body.age_confirmed)
      return fail(
        'ageConfirmationRequired',
        `age_confirmed: confirm you are ${Number(site.min_age)} or older`,
      );
    // One form of the number for the check and the account: "0905…", "+63 905-…" and "63905…" are one phone.
    const phone = sitePhone(body.contact_phone, site);
    // A phone self-excluded on any site of the operator cannot open an account (docs/responsible-gaming.md).
    const excluded = await exclusionRefusal(db, { ...ctx, site }, { playerId: null, phone });
    if (excluded) return excluded;
    // Cheap check first, so a request without a verified code never costs a password hash.
    const verified = await verifiedRegistration(db, site.id, body.account_id);
    if (!verified) return fail('tacNotVerified', 'verify the code sent by request_new_register first');
    // The code proves one phone: the account gets that phone or none (docs/api.md "TAC codes").
    if (verified.phone !== phone) return otherPhone(phone);
    const passwordHash = await hashPassword(body.password);
    const { ch, cm, pp, affiliate_code, fbp, appsflyer_id, visitor_id } = body;
    const value = await db.tx(async (q) => {
      if (!(await consumeVerifiedRegistration(q, site.id, body.account_id, phone)))
        throw new ApiRefusal('tacNotVerified', 'verify the code sent by request_new_register first');
      // Only reachable when two sign-ups raced for one name after both verified a code.
      if (await findPlayer(q, site.id, body.account_id))
        throw new ApiRefusal('accountUnavailable', 'account_id: choose another name');
      const code = body.referrer_code.trim().toUpperCase();
      const [referrer] = code
        ? await q.query<{ referral_code: string }>(
            'SELECT referral_code FROM players WHERE site_id = $1 AND referral_code = $2',
            [site.id, code],
          )
        : [];
      const [player] = await q.query<PlayerRow>(
        `INSERT INTO players (site_id, account_id, password_hash, contact_phone, contact_email, referrer_code, referral_code, attribution)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING *`,
        [
          site.id,
          body.account_id,
          passwordHash,
          phone,
          body.contact_email,
          referrer?.referral_code ?? '',
          newToken()
            .replace(/[^A-Za-z0-9]/g, '')
            .slice(0, 8)
            .toUpperCase(),
          JSON.stringify({ ch, cm, pp, affiliate_code, fbp, appsflyer_id, visitor_id }),
        ],
      );
      await q.query('INSERT INTO wallets (player_id) VALUES ($1)', [(player as PlayerRow).id]);
      await signupLimits(q, player as PlayerRow, body, nowOf(ctx.config));
      return openSession(q, player as PlayerRow, ctx);
    });
    return loginAnswer(value);
  },
});
