import type { Translate } from '@site/shared';

/** What the server says for a User-Agent it cannot read (infra/src/api/domain/devices.ts `deviceName`). */
const UNKNOWN = 'Unknown device';
/** "<browser> on <system>", the server's shape when it reads both. */
const BROWSER_ON_SYSTEM = /^(.+?) on (.+)$/;

/**
 * A session's or sign-in's device in the player's language. The answer carries only the server's English name
 * (`device`: "Chrome on Linux", "Safari", "Unknown device"), so its known shape is read here and worded with the
 * account strings `deviceOn` / `deviceUnknown`; browser and system names are product names and stay as they are.
 * Anything else (a lone browser or system) is shown as answered.
 */
export function deviceText(t: Translate, device: string): string {
  if (device === UNKNOWN) return t('deviceUnknown');
  const both = BROWSER_ON_SYSTEM.exec(device);
  return both ? t('deviceOn', { browser: both[1], system: both[2] }) : device;
}
