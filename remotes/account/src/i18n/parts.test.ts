import { describe, expect, it } from 'vitest';
import { FORMS } from './forms';
import { playerPages } from './player-pages';
import CN from './security/CN';
import EN from './security/EN';
import PHP from './security/PHP';

const SECURITY = { EN, PHP, CN };

/**
 * The parts merged into the account namespace (messages.ts) share no key: a later spread silently replaced an
 * earlier part's text — the /referral page labelled the player's own code "Referral code (optional)", the sign-up
 * field's words.
 */
describe('account message parts', () => {
  for (const lng of ['EN', 'PHP', 'CN'] as const)
    it(`${lng}: no key in two parts`, () => {
      const parts = { playerPages: playerPages[lng], forms: FORMS[lng], security: SECURITY[lng] };
      const owner = new Map<string, string>();
      const clashes: string[] = [];
      for (const [part, strings] of Object.entries(parts))
        for (const key of Object.keys(strings)) {
          const first = owner.get(key);
          if (first) clashes.push(`${key}: ${first} and ${part}`);
          else owner.set(key, part);
        }
      expect(clashes).toEqual([]);
    });
});
