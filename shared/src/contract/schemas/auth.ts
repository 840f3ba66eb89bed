import * as z from 'zod/mini';
import {
  accountId,
  amount,
  authOnly,
  authPair,
  email,
  newAccountId,
  newPassword,
  nothing,
  optText,
  password,
  phone,
  siteRef,
  tacCode,
  tacRequest,
} from './fields';

/** Sign-in, sign-up, one-time codes, passwords and the session (SPEC §6, §7). */
export const loginRequest = z.object({ ...siteRef, account_id: accountId, password });
/** `tac_request`: the handle `tac/request_login` answered; the code only works with it (issue 9 §9). */
export const loginTacRequest = z.object({
  ...siteRef,
  account_id: accountId,
  tac: tacCode,
  tac_request: tacRequest,
});
/** What a code request answers (message `tacSent`): the handle the code is bound to. */
export const tacRequestValue = z.object({ tac_request: z.string() });
/** The login answer; SPEC §7 also reads these fields from the top level of the envelope. */
export const loginValue = z.object({
  token: z.string(),
  user: z.object({ account_id: z.string(), session_token: z.string() }),
  fullname: z.string(),
  email: z.string(),
});

/** Step 1 sends a code (tac and new_password absent); step 2 sends both and sets the password. */
export const forgotPasswordRequest = z.object({
  ...siteRef,
  account_id: accountId,
  contact_phone: phone,
  tac: z.optional(tacCode),
  tac_request: z.optional(tacRequest),
  new_password: z.optional(newPassword),
});

const tag = optText(128);
export const signupRequest = z.object({
  ...siteRef,
  account_id: newAccountId,
  password: newPassword,
  contact_phone: phone,
  contact_email: z._default(z.optional(z.union([email, z.literal('')])), ''),
  referrer_code: optText(32),
  ch: tag,
  cm: tag,
  pp: tag,
  affiliate_code: tag,
  fbp: tag,
  appsflyer_id: tag,
  visitor_id: tag,
  /** Required true when the site asks for an age confirmation (startup's compliance.age_confirmation). */
  age_confirmed: z._default(z.optional(z.boolean()), false),
  /** Optional deposit limits chosen at sign-up (minor units). */
  deposit_limit_day: z.optional(amount),
  deposit_limit_week: z.optional(amount),
  deposit_limit_month: z.optional(amount),
});

export const tacVerifyRequest = z.object({
  ...siteRef,
  account_id: accountId,
  tac: tacCode,
  purpose: z._default(z.optional(z.enum(['register', 'reset'])), 'register'),
  tac_request: z.optional(tacRequest),
});
/** `challenge` + `challenge_nonce`: a solved proof of work, when an earlier answer was `challengeRequired`. */
export const tacRegisterRequest = z.object({
  ...siteRef,
  account_id: newAccountId,
  contact_phone: z.optional(phone),
  challenge: z.optional(z.string().check(z.regex(/^[A-Za-z0-9_-]{16,64}$/, 'the challenge answered'))),
  challenge_nonce: z.optional(z.string().check(z.regex(/^\d{1,20}$/, 'digits'))),
});
export const tacLoginRequest = z.object({ ...siteRef, account_id: accountId });

export const updatePasswordRequest = z.object({ ...authPair, password, new_password: newPassword });

export const checkStatusValue = z.object({ status: z.string(), expires_at: z.nullable(z.string()) });

export const authCalls = {
  '/api/auth/login': { request: loginRequest, answer: loginValue },
  '/api/auth/login_tac': { request: loginTacRequest, answer: loginValue },
  '/api/auth/forgot_password': { request: forgotPasswordRequest, answer: z.nullable(tacRequestValue) },
  '/api/auth/signup': { request: signupRequest, answer: loginValue },
  '/api/auth/tac/verify': { request: tacVerifyRequest, answer: nothing },
  '/api/auth/tac/request_new_register': { request: tacRegisterRequest, answer: tacRequestValue },
  '/api/auth/tac/request_login': { request: tacLoginRequest, answer: tacRequestValue },
  '/api/auth/update_password': { request: updatePasswordRequest, answer: nothing },
  '/api/auth/logout': { request: authOnly, answer: nothing },
  '/api/settings/check_status': { request: authOnly, answer: checkStatusValue },
} as const;
