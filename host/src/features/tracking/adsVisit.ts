import { api, APPSFLYER_KEY, readCookie, siteRef } from '@site/shared';

/** The ad cookie set by the operator's ad pixel (Facebook's `_fbp`). */
export const AD_COOKIE = '_fbp';
const SENT_KEY = 'site:adsvisit';

/**
 * SPEC §7: the ad visit is reported when an ad cookie or the stored appsflyer_id exists — once per tab session
 * for the same pair. Tracking never bothers the player: a failed call is only logged.
 */
export async function reportAdVisit(): Promise<boolean> {
  const fbp = readCookie(AD_COOKIE) ?? '';
  let appsflyer_id = '';
  try {
    appsflyer_id = localStorage.getItem(APPSFLYER_KEY) ?? '';
  } catch {
    /* storage blocked */
  }
  if (!fbp && !appsflyer_id) return false;
  const key = `${fbp}|${appsflyer_id}`;
  try {
    if (sessionStorage.getItem(SENT_KEY) === key) return false;
    sessionStorage.setItem(SENT_KEY, key);
  } catch {
    /* storage blocked: report on every load */
  }
  const answer = await api.call('/api/settings/adsvisit', { ...siteRef(), fbp, appsflyer_id });
  if (answer.statusCode !== 1) console.warn(`[tracking] ad visit not recorded: ${answer.statusMessage}`);
  return true;
}
