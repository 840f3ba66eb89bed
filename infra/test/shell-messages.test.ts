import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  INLINE_SCRIPT_OPEN,
  pageLanguages,
  shellMessageFiles,
  shellMessages,
} from '../src/http/shell-messages';

/** Issue 16.5: the page carries the shell's messages of its languages (infra/src/http/shell-messages.ts). */
describe('the shell’s messages in the page', () => {
  it('the shell’s message chunks of the page’s language are carried inline, with EN as their fallback', () => {
    const hostDist = mkdtempSync(path.join(tmpdir(), 'host-i18n-'));
    const chunk = (id: number) => `(self.rspackChunkhost=self.rspackChunkhost||[]).push([[${id}],{}]);`;
    for (const [f, text] of [
      ['main.0123abcd.js', 'main'],
      ['i18n-EN-ui-ts.11111111.js', chunk(1)],
      ['i18n-EN-errors-ts.22222222.js', chunk(2)],
      ['i18n-CN-ui-ts.33333333.js', chunk(3)],
      ['i18n-PHP-ui-ts.44444444.js', chunk(4)],
      ['i18n-EN-ui-ts.11111111.js.br', ''],
      // a chunk whose text would end the script element early is hinted instead
      ['i18n-CN-errors-ts.55555555.js', 'x="</script><script>alert(1)//"'],
    ] as const)
      writeFileSync(path.join(hostDist, f), text);
    const files = shellMessageFiles(hostDist);
    const inlined = (html: string) =>
      [...html.matchAll(/<script data-page-nonce>.*?\[\[(\d)\]/g)].map((m) => Number(m[1])).sort();
    const en = shellMessages(hostDist, files, pageLanguages(undefined));
    expect(inlined(en)).toEqual([1, 2]);
    expect(en.startsWith(INLINE_SCRIPT_OPEN)).toBe(true);
    expect(en).not.toContain('<link');
    const cn = shellMessages(hostDist, files, pageLanguages('a=1; i18n_lang=CN'));
    expect(inlined(cn)).toEqual([1, 2, 3]);
    expect(cn).toContain('<link rel="preload" as="script" href="/i18n-CN-errors-ts.55555555.js" />');
    expect(cn).not.toContain('alert');
    expect(cn).not.toContain('PHP');
    // a language without message files (MMK) or an unknown value: EN only
    expect(inlined(shellMessages(hostDist, files, pageLanguages('i18n_lang=MMK')))).toEqual([1, 2]);
    expect(inlined(shellMessages(hostDist, files, pageLanguages('i18n_lang="><script>')))).toEqual([1, 2]);
    // a host build that is not there: nothing, no error
    expect(shellMessageFiles(path.join(hostDist, 'missing'))).toEqual([]);
    expect(shellMessages(hostDist, [], pageLanguages(undefined))).toBe('');
  });
});
