// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { captureAppsflyerId } from './appsflyer';
import { injectAnalytics } from './analytics';

describe('appsflyer_id (SPEC §2)', () => {
  it('stores the query value of any route and returns the stored one later', () => {
    localStorage.clear();
    expect(captureAppsflyerId('?appsflyer_id=AF-1&x=2', localStorage)).toBe('AF-1');
    expect(captureAppsflyerId('', localStorage)).toBe('AF-1');
    expect(captureAppsflyerId('?appsflyer_id=AF-2', localStorage)).toBe('AF-2');
  });
});

describe('analytics scripts (SPEC §7)', () => {
  it('HEAD code goes into the head as a script with the page nonce; BODY ones become noscript elements', () => {
    injectAnalytics(
      [
        { section: 'HEAD', script: 'window.a = 1;' },
        { section: 'BODY', script: '<img src="/p.svg" alt="">' },
      ],
      document,
      'n0nce',
    );
    const head = document.head.querySelector<HTMLScriptElement>('script[data-site-analytics="HEAD"]');
    expect(head?.text).toBe('window.a = 1;');
    expect(head?.nonce).toBe('n0nce');
    const body = document.body.querySelector('noscript[data-site-analytics="BODY"]');
    expect(body?.innerHTML).toContain('/p.svg');
  });
  it('an HTML snippet in HEAD keeps its script attributes; running again replaces, never duplicates', () => {
    const scripts = [
      { section: 'HEAD' as const, script: '<script async src="https://t.example/x.js"></script>' },
    ];
    injectAnalytics(scripts, document, '');
    injectAnalytics(scripts, document, '');
    const all = document.head.querySelectorAll<HTMLScriptElement>('script[data-site-analytics]');
    expect(all).toHaveLength(1);
    expect(all[0]?.getAttribute('src')).toBe('https://t.example/x.js');
    expect(all[0]?.hasAttribute('async')).toBe(true);
  });
});
