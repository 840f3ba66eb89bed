// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { promotionExcerpt } from './excerpt';

describe('promotionExcerpt', () => {
  it('shows the words of an HTML body, never its tags', () => {
    expect(promotionExcerpt('<p>Bonus <b>100%</b></p>')).toBe('Bonus 100%');
    expect(promotionExcerpt('<h3>Welcome</h3><p>Get <i>more</i></p><ul><li>one</li><li>two</li></ul>')).toBe(
      'Welcome Get more one two',
    );
    expect(promotionExcerpt('Line one<br>line two')).toBe('Line one line two');
  });
  it('drops what the sanitizer drops (scripts, styles) and decodes entities', () => {
    expect(promotionExcerpt('<p>Hi<script>alert(1)</script><style>p{}</style> &amp; welcome</p>')).toBe(
      'Hi & welcome',
    );
    expect(promotionExcerpt('<img src=x onerror=alert(1)>Free spins')).toBe('Free spins');
  });
  it('keeps a plain-text body as it is, white space collapsed', () => {
    expect(promotionExcerpt('Deposit 100 and get 50% more')).toBe('Deposit 100 and get 50% more');
    expect(promotionExcerpt('  a\n\n  b  ')).toBe('a b');
    expect(promotionExcerpt('')).toBe('');
    expect(promotionExcerpt(null)).toBe('');
  });
  it('cuts a long body on a word', () => {
    const long = `<p>${'word '.repeat(60)}</p>`;
    const out = promotionExcerpt(long, 40);
    expect(out.endsWith('…')).toBe(true);
    expect(out.length).toBeLessThanOrEqual(41);
    expect(out).not.toMatch(/wor…$/);
  });
});
