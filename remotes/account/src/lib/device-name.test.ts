import { describe, expect, it } from 'vitest';
import type { Translate } from '@site/shared';
import CN from '../i18n/security/CN';
import EN from '../i18n/security/EN';
import PHP from '../i18n/security/PHP';
import { deviceText } from './device-name';

/** A `t` over one language's security strings, with i18next's {{name}} interpolation. */
const tOf =
  (strings: Record<string, string>): Translate =>
  (key, options = {}) =>
    (strings[key] ?? key).replace(/{{(\w+)}}/g, (_, name: string) => String(options[name]));

describe('deviceText', () => {
  it('words "<browser> on <system>" per language, names kept', () => {
    expect(deviceText(tOf(EN), 'Chrome on Linux')).toBe('Chrome on Linux');
    expect(deviceText(tOf(PHP), 'Chrome on Linux')).toBe('Chrome sa Linux');
    expect(deviceText(tOf(CN), 'Samsung Internet on Android')).toBe('Android 上的 Samsung Internet');
  });
  it('words the unknown device per language', () => {
    expect(deviceText(tOf(EN), 'Unknown device')).toBe('Unknown device');
    expect(deviceText(tOf(PHP), 'Unknown device')).toBe('Hindi kilalang device');
    expect(deviceText(tOf(CN), 'Unknown device')).toBe('未知设备');
  });
  it('shows a lone browser or system as answered', () => {
    expect(deviceText(tOf(CN), 'Firefox')).toBe('Firefox');
    expect(deviceText(tOf(PHP), 'iPad')).toBe('iPad');
  });
});
