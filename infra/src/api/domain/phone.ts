/**
 * One canonical form per phone number (docs/responsible-gaming.md "Phone numbers"): the international number as
 * digits, country code first, no `+` (E.164 without the plus): `0905 140 1459`, `+63 905-140-1459`,
 * `639051401459` and `9051401459` typed on a Philippine site are all `639051401459`. Self-exclusion, the SMS
 * limits and every account-of-phone lookup compare this form, so writing a number another way changes nothing.
 *
 * Typed numbers are read in the site's market, known from its currency (a site has no country of its own):
 * a national number (trunk `0`, or the national mobile form without it) gets the market's country code; a number
 * written with `+` or `00` is international as written. Stored numbers are canonical already (sign-up writes this
 * form, migration 032 rewrote the older rows); canonicalise what a request brings, never a stored number again
 * (a foreign number in canonical form may look like a national one of the site's market).
 */
export interface PhonePlan {
  /** ISO 3166 country of the market */
  country: string;
  /** country calling code */
  cc: string;
  /** trunk prefix of national numbers */
  trunk: string;
  /** a national mobile number written without the trunk prefix (digits) */
  national: RegExp;
}

/** The numbering plan of each site currency; a currency without an entry keeps numbers as their digits. */
export const PHONE_PLANS: Readonly<Record<string, PhonePlan>> = {
  PHP: { country: 'PH', cc: '63', trunk: '0', national: /^9\d{9}$/ },
  IDR: { country: 'ID', cc: '62', trunk: '0', national: /^8\d{7,11}$/ },
  MMK: { country: 'MM', cc: '95', trunk: '0', national: /^9\d{7,9}$/ },
  MNT: { country: 'MN', cc: '976', trunk: '0', national: /^[5-9]\d{7}$/ },
  CNY: { country: 'CN', cc: '86', trunk: '0', national: /^1\d{10}$/ },
};

export function phonePlan(currency: string | null | undefined): PhonePlan | null {
  return PHONE_PLANS[String(currency ?? '').toUpperCase()] ?? null;
}

/** The canonical form of a number typed on a site of this market (digits, country code first; '' for none). */
export function canonicalPhone(typed: string, plan: PhonePlan | null): string {
  const raw = typed.trim();
  let digits = raw.replace(/\D/g, '');
  const international = raw.startsWith('+') || digits.startsWith('00');
  if (digits.startsWith('00')) digits = digits.slice(2);
  if (!plan || digits === '') return digits;
  const { cc, trunk, national } = plan;
  if (international) {
    // "+63 (0) 905 140 1459": a trunk prefix written after the country code is dropped
    const rest = digits.slice(cc.length + trunk.length);
    return trunk && digits.startsWith(cc + trunk) && national.test(rest) ? cc + rest : digits;
  }
  if (trunk && digits.startsWith(trunk)) return cc + digits.slice(trunk.length);
  if (digits.startsWith(cc) && national.test(digits.slice(cc.length))) return digits;
  if (national.test(digits)) return cc + digits;
  return digits;
}

/** The canonical form of a number typed on this site (by its currency). */
export function sitePhone(typed: string, site: { currency: string }): string {
  return canonicalPhone(typed, phonePlan(site.currency));
}
