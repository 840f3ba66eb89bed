import { describe, expect, it } from 'vitest';
import { replaceShellScripts, shellScriptsFirst } from '../src/http/shell-scripts';

const TEMPLATE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <!--seo-->
    <style>body { margin: 0 }</style>
  <script defer src="/vendors.adfcb0a7.js"></script><script defer src="/main.37960f24.js"></script></head>
  <body><div id="root"></div></body>
</html>`;

describe('the shell scripts first in the head (issue 16: the first paint waits for them, not for hints)', () => {
  it('moves the deferred shell scripts before the server part of the head, in order, with high fetch priority', () => {
    const html = shellScriptsFirst(TEMPLATE, '<!--seo-->');
    const vendors = html.indexOf('<script defer fetchpriority="high" src="/vendors.adfcb0a7.js"></script>');
    const main = html.indexOf('<script defer fetchpriority="high" src="/main.37960f24.js"></script>');
    expect(vendors).toBeGreaterThan(html.indexOf('<meta charset'));
    expect(main).toBeGreaterThan(vendors);
    expect(html.indexOf('<!--seo-->')).toBeGreaterThan(main);
    // moved, not copied; the rest of the page is untouched
    expect(html.match(/<script/g)).toHaveLength(2);
    expect(html).toContain('<style>body { margin: 0 }</style>\n  </head>');
  });

  it('leaves a page without the marker or without shell scripts as it is', () => {
    expect(shellScriptsFirst(TEMPLATE, '<!--nothing-->')).toBe(TEMPLATE);
    const bare = '<!doctype html><title>Build missing</title><!--seo-->';
    expect(shellScriptsFirst(bare, '<!--seo-->')).toBe(bare);
  });
});

describe('the shell scripts replaced (bench/peer puts the one bundle in their place)', () => {
  it('puts the replacement where the first shell script stood, raised or not, and drops the others', () => {
    for (const page of [TEMPLATE, shellScriptsFirst(TEMPLATE, '<!--seo-->')]) {
      const html = replaceShellScripts(page, '<script defer src="/peer.js"></script>');
      expect(html).not.toBeNull();
      expect(html?.match(/<script/g)).toHaveLength(1);
      expect(html).toContain('<script defer src="/peer.js"></script>');
      expect(html).not.toContain('vendors.adfcb0a7.js');
    }
    // raised first in the head: the replacement stays before the server part
    const raised = replaceShellScripts(
      shellScriptsFirst(TEMPLATE, '<!--seo-->'),
      '<script defer src="/peer.js"></script>',
    );
    expect(raised?.indexOf('/peer.js')).toBeLessThan(raised?.indexOf('<!--seo-->') ?? 0);
  });

  it('answers null for a page without shell scripts', () => {
    expect(replaceShellScripts('<!doctype html><title>x</title>', '<script></script>')).toBeNull();
  });
});
