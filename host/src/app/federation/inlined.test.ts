import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { inlinedText, INLINED_FILES_ID, resetInlined, sha384Of } from './inlined';
import { loadIntegrityList, scriptIntegrity } from './integrity';

/** A page carrying `files` in its inlined-files element, as the server writes it. */
function page(files: unknown) {
  let el: { textContent: string; removed: boolean; remove(): void } | null = {
    textContent: typeof files === 'string' ? files : JSON.stringify(files),
    removed: false,
    remove() {
      this.removed = true;
      el = null;
    },
  };
  const held = el;
  const doc = {
    getElementById: (id: string) => (id === INLINED_FILES_ID ? el : null),
  } as unknown as Document;
  return { doc, held };
}

beforeEach(() => {
  resetInlined();
  vi.stubGlobal('location', { href: 'http://casino1.localhost/slots' });
});
afterEach(() => vi.unstubAllGlobals());

describe('CDN files the page carries (issue 16.5)', () => {
  it('hands out a file whose SHA-384 is the expected one, once, by its absolute URL', async () => {
    const text = '{"remoteEntry.js":"sha384-x"}';
    const hash = await sha384Of(text);
    const { doc, held } = page({ '/cdn/games/1.0.0/integrity.json': text });
    expect(await inlinedText('http://casino1.localhost/cdn/games/1.0.0/integrity.json', hash!, doc)).toBe(
      text,
    );
    // the element is read once and taken out of the page
    expect(held.removed).toBe(true);
    // a second read (a retry) goes to the network
    expect(await inlinedText('/cdn/games/1.0.0/integrity.json', hash!, doc)).toBeNull();
  });

  it('a text with another hash, a file not carried or a missing hash is not used', async () => {
    const { doc } = page({ '/cdn/games/1.0.0/integrity.json': 'changed on the CDN' });
    const good = await sha384Of('as published');
    expect(await inlinedText('/cdn/games/1.0.0/integrity.json', good!, doc)).toBeNull();
    expect(await inlinedText('/cdn/wallet/1.0.0/integrity.json', good!, doc)).toBeNull();
    resetInlined();
    const other = page({ '/cdn/games/1.0.0/mf-manifest.json': '{}' });
    expect(await inlinedText('/cdn/games/1.0.0/mf-manifest.json', undefined, other.doc)).toBeNull();
  });

  it('a malformed element carries nothing', async () => {
    const { doc } = page('{not json');
    expect(await inlinedText('/cdn/games/1.0.0/integrity.json', 'sha384-a', doc)).toBeNull();
  });

  it('the integrity list is taken from the page when its hash matches: no request', async () => {
    const list = JSON.stringify({ '7.abcdef12.js': 'sha384-seven' });
    const hash = (await sha384Of(list))!;
    const { doc } = page({ '/cdn/account/3.0.0/integrity.json': list });
    vi.stubGlobal('document', doc);
    const fetched = vi.fn();
    vi.stubGlobal('fetch', fetched);
    await loadIntegrityList({
      name: 'account',
      entry: '/cdn/account/3.0.0/mf-manifest.json',
      integrity: { 'integrity.json': hash },
    });
    expect(fetched).not.toHaveBeenCalled();
    expect(scriptIntegrity('/cdn/account/3.0.0/7.abcdef12.js')).toBe('sha384-seven');
  });
});
