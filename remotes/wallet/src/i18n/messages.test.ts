import { describe, expect, it } from 'vitest';
import { messageParts, messages } from './messages';

describe('wallet messages', () => {
  it('every EN key exists in PHP and CN, none empty', () => {
    const en = Object.keys(messages.EN ?? {});
    for (const lng of ['PHP', 'CN']) {
      const other = messages[lng] ?? {};
      expect(
        en.filter((k) => !other[k]),
        lng,
      ).toEqual([]);
      expect(
        Object.entries(other).filter(([, v]) => !v.trim()),
        lng,
      ).toEqual([]);
    }
  });

  it('no key is in two parts (a later part would silently replace the earlier text)', () => {
    for (const lng of ['EN', 'PHP', 'CN']) {
      const seen = new Map<string, number>();
      messageParts.forEach((part) =>
        Object.keys(part[lng] ?? {}).forEach((k) => seen.set(k, (seen.get(k) ?? 0) + 1)),
      );
      expect(
        [...seen].filter(([, n]) => n > 1).map(([k]) => k),
        lng,
      ).toEqual([]);
    }
  });
});
