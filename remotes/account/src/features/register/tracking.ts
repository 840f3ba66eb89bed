import { APPSFLYER_KEY, readCookie } from '@site/shared';

/** Where a referral link's code is kept once seen (`?ref=`), so it survives until sign-up. */
export const REFERRAL_KEY = 'site:referral_code';
/** This browser's anonymous visitor id, sent with the sign-up (SPEC §7 `visitor_id`). */
export const VISITOR_KEY = 'site:visitor_id';

export interface SignupTracking {
  ch: string;
  cm: string;
  pp: string;
  affiliate_code: string;
  fbp: string;
  appsflyer_id: string;
  visitor_id: string;
}

function stored(key: string): string {
  try {
    return localStorage.getItem(key) ?? '';
  } catch {
    return '';
  }
}

function store(key: string, value: string): void {
  try {
    localStorage.setItem(key, value);
  } catch {
    /* storage blocked: the value is used for this page only */
  }
}

/** Keeps a value within the contract's limit for tag fields (128 characters, no control characters). */
function tag(value: string | null | undefined, max = 128): string {
  return (
    (value ?? '')
      // eslint-disable-next-line no-control-regex -- the API refuses control characters
      .replace(/[\u0000-\u001f\u007f]/g, '')
      .trim()
      .slice(0, max)
  );
}

/** The referral code to prefill: `?ref=` (remembered for later) or the one a referral link stored earlier. */
export function referralCode(search: string): string {
  const fromLink = tag(new URLSearchParams(search).get('ref'), 32);
  if (fromLink) {
    store(REFERRAL_KEY, fromLink);
    return fromLink;
  }
  return tag(stored(REFERRAL_KEY), 32);
}

/** The attribution fields of SPEC §7 sent with the sign-up: campaign tags from the URL, ad ids, the visitor id. */
export function signupTracking(search: string): SignupTracking {
  const q = new URLSearchParams(search);
  let visitor_id = tag(stored(VISITOR_KEY));
  if (!visitor_id) {
    visitor_id = globalThis.crypto.randomUUID();
    store(VISITOR_KEY, visitor_id);
  }
  return {
    ch: tag(q.get('ch')),
    cm: tag(q.get('cm')),
    pp: tag(q.get('pp')),
    affiliate_code: tag(q.get('affiliate_code') ?? q.get('aff')),
    fbp: tag(readCookie('_fbp')),
    appsflyer_id: tag(stored(APPSFLYER_KEY)),
    visitor_id,
  };
}
