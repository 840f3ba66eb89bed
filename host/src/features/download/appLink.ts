import type { Site } from '@site/shared';

/** The store link of the site's app for this device: the App Store on iOS, else Google Play; null without an app. */
export function appStoreLink(
  site: Pick<Site, 'android_sub' | 'ios_sub'> | null,
  userAgent: string,
): string | null {
  if (!site) return null;
  const ios = /iPhone|iPad|iPod/i.test(userAgent);
  if (ios && site.ios_sub) return `https://apps.apple.com/app/${encodeURIComponent(site.ios_sub)}`;
  if (site.android_sub)
    return `https://play.google.com/store/apps/details?id=${encodeURIComponent(site.android_sub)}`;
  if (site.ios_sub) return `https://apps.apple.com/app/${encodeURIComponent(site.ios_sub)}`;
  return null;
}
