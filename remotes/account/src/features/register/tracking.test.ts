// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { APPSFLYER_KEY } from '@site/shared';
import { REFERRAL_KEY, referralCode, signupTracking, VISITOR_KEY } from './tracking';

describe('sign-up tracking fields (SPEC §7)', () => {
  beforeEach(() => localStorage.clear());

  it('prefills the referral code from ?ref= and remembers it for a later visit', () => {
    expect(referralCode('?ref=ABC123')).toBe('ABC123');
    expect(localStorage.getItem(REFERRAL_KEY)).toBe('ABC123');
    expect(referralCode('')).toBe('ABC123');
  });

  it('reads campaign tags from the URL, the stored appsflyer id, and keeps one visitor id', () => {
    localStorage.setItem(APPSFLYER_KEY, 'AF-9');
    const first = signupTracking('?ch=fb&cm=spring&pp=p1&aff=AFF7');
    expect(first).toMatchObject({
      ch: 'fb',
      cm: 'spring',
      pp: 'p1',
      affiliate_code: 'AFF7',
      appsflyer_id: 'AF-9',
    });
    expect(first.visitor_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(localStorage.getItem(VISITOR_KEY)).toBe(first.visitor_id);
    expect(signupTracking('').visitor_id).toBe(first.visitor_id);
  });

  it('drops control characters and cuts tags to the contract length', () => {
    const t = signupTracking(`?ch=${encodeURIComponent('a\u0000b')}&cm=${'x'.repeat(300)}`);
    expect(t.ch).toBe('ab');
    expect(t.cm).toHaveLength(128);
  });
});
