import { describe, expect, it } from 'vitest';
import { messages } from './messages';

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
});
