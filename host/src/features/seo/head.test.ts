// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { applySeo } from './head';

const record = {
  meta_title: 'Login',
  meta_desc: 'Sign in',
  meta_keywords: 'login',
  meta_canonical: 'http://x/login',
  meta_author: 'A',
  meta_publisher: 'P',
  meta_lang: 'en',
  meta_image_url: '/og.svg',
};

describe('SEO head (SPEC §3, §9)', () => {
  it('sets `page title | site name` and every tag of the record, updating the server-rendered ones in place', () => {
    document.head.innerHTML = '<meta name="description" content="old">';
    applySeo(record, 'Demo');
    expect(document.title).toBe('Login | Demo');
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toBe('Sign in');
    for (const [sel, value] of [
      ['meta[name="keywords"]', 'login'],
      ['meta[name="author"]', 'A'],
      ['meta[name="publisher"]', 'P'],
      ['meta[name="language"]', 'en'],
      ['meta[property="og:image"]', '/og.svg'],
    ] as const)
      expect(document.head.querySelector(sel)?.getAttribute('content')).toBe(value);
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe('http://x/login');
  });
  it('a relative canonical becomes absolute on the page origin, port included', () => {
    applySeo({ ...record, meta_canonical: '/login' }, 'Demo');
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      `${location.origin}/login`,
    );
  });
  it('without a record: the site name alone and no stale tags', () => {
    applySeo(record, 'Demo');
    applySeo(null, 'Demo');
    expect(document.title).toBe('Demo');
    expect(document.head.querySelector('meta[name="description"]')).toBeNull();
    expect(document.head.querySelector('link[rel="canonical"]')).toBeNull();
  });
});
