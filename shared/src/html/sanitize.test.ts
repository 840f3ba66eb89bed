// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './sanitize';

/** Parses the sanitized HTML back into a fragment, to ask what survived. */
function clean(html: string, iframeOrigins?: string[]) {
  const out = sanitizeHtml(html, { iframeOrigins });
  const t = document.createElement('template');
  t.innerHTML = out;
  return { out, root: t.content };
}

describe('sanitizeHtml: operator HTML made safe', () => {
  it('keeps ordinary content: headings, paragraphs, lists, tables, images, links', () => {
    const html =
      '<h2 id="a">Title</h2><p>Hello <strong>there</strong></p><ul><li>one</li></ul><table><tr><td>1</td></tr></table><img src="/static/a.png" alt="A"><a href="/deposit">Deposit</a>';
    const { root } = clean(html);
    expect(root.querySelector('h2')?.textContent).toBe('Title');
    expect(root.querySelector('strong')?.textContent).toBe('there');
    expect(root.querySelector('li')?.textContent).toBe('one');
    expect(root.querySelector('td')?.textContent).toBe('1');
    expect(root.querySelector('img')?.getAttribute('src')).toBe('/static/a.png');
    expect(root.querySelector('a')?.getAttribute('href')).toBe('/deposit');
    expect(root.querySelector('a')?.hasAttribute('target')).toBe(false);
  });

  it('drops scripts and event handlers but keeps the text around them', () => {
    const { out, root } = clean(
      '<p>before</p><script>alert(1)</script><img src=x onerror="alert(2)"><p onclick="x()">after</p>',
    );
    expect(out).not.toMatch(/script|onerror|onclick|alert/i);
    expect(root.textContent).toContain('before');
    expect(root.textContent).toContain('after');
  });

  it('drops javascript:, data: and vbscript: URLs in links and images', () => {
    const { root } = clean(
      '<a href="javascript:alert(1)">a</a><a href=" JaVaScRiPt:alert(1)">b</a><img src="data:image/svg+xml;base64,PHN2Zz4="><a href="vbscript:x">c</a><a href="data:text/html,<script>x</script>">d</a>',
    );
    for (const a of root.querySelectorAll('a')) expect(a.hasAttribute('href')).toBe(false);
    expect(root.querySelector('img')?.hasAttribute('src') ?? false).toBe(false);
    expect(root.textContent).toBe('abcd');
  });

  it('removes SVG and MathML payloads', () => {
    const { out } = clean(
      '<svg><script>alert(1)</script><a xlink:href="javascript:alert(1)"><text>x</text></a></svg><math><mi xlink:href="javascript:alert(1)">y</mi></math>ok',
    );
    expect(out).not.toMatch(/svg|math|script|javascript/i);
    expect(out).toContain('ok');
  });

  it('removes forms, controls, style sheets, style attributes, objects, meta and base', () => {
    const { out, root } = clean(
      '<form action="https://evil.test"><input name="password"><button>Log in</button></form><style>body{display:none}</style><div style="position:fixed;inset:0;z-index:9999">cover</div><object data="x.swf"></object><embed src="x"><meta http-equiv="refresh" content="0;url=https://evil.test"><base href="https://evil.test/">',
    );
    expect(out).not.toMatch(/<form|<input|<button|<style|style=|<object|<embed|<meta|<base/i);
    expect(root.textContent).toContain('cover');
  });

  it('links to other origins open in a new tab without opener or referrer', () => {
    const { root } = clean(
      '<a href="https://example.org/page" target="_self">out</a><a href="/in" target="_blank">in</a>',
    );
    const [out, inside] = [...root.querySelectorAll('a')];
    expect(out?.getAttribute('target')).toBe('_blank');
    expect(out?.getAttribute('rel')).toBe('noopener noreferrer');
    expect(inside?.hasAttribute('target')).toBe(false);
  });

  it('keeps iframes only from allowed origins, sandboxed', () => {
    const html =
      '<iframe src="https://video.example/embed/1"></iframe><iframe src="https://evil.test/"></iframe>';
    expect(clean(html).root.querySelectorAll('iframe')).toHaveLength(0);
    const { root } = clean(html, ['https://video.example']);
    const frames = root.querySelectorAll('iframe');
    expect(frames).toHaveLength(1);
    expect(frames[0]?.getAttribute('src')).toBe('https://video.example/embed/1');
    expect(frames[0]?.getAttribute('sandbox')).toContain('allow-scripts');
  });

  it('answers an empty string for empty or non-string input', () => {
    expect(sanitizeHtml('')).toBe('');
    expect(sanitizeHtml(null)).toBe('');
    expect(sanitizeHtml({ html: '<b>x</b>' })).toBe('');
  });
});
