/**
 * The store links of the site's apps from `android_sub` / `ios_sub` (SPEC §3): a full https address is used as
 * it is; otherwise Android's is a Play package id and iOS's an App Store id (`id…`). Empty → no app.
 */
export function androidLink(sub: string): string | null {
  const s = sub.trim();
  if (!s) return null;
  if (/^https:\/\//i.test(s)) return s;
  return /^[A-Za-z][\w]*(\.[A-Za-z][\w]*)+$/.test(s)
    ? `https://play.google.com/store/apps/details?id=${encodeURIComponent(s)}`
    : null;
}

export function iosLink(sub: string): string | null {
  const s = sub.trim();
  if (!s) return null;
  if (/^https:\/\//i.test(s)) return s;
  const id = /^(?:id)?(\d{6,12})$/.exec(s)?.[1];
  return id ? `https://apps.apple.com/app/id${id}` : null;
}
