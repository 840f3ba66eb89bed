// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadIntegrityList, rememberIntegrity } from './integrity';
import hostRuntimePlugin from './runtime-plugin';

const hash = (c: string) => `sha384-${c.repeat(64)}`;
afterEach(() => vi.unstubAllGlobals());

describe('a chunk preloaded ahead of its use (a link in view)', () => {
  type CreateLink = (args: { url: string; attrs?: Record<string, string> }) => HTMLLinkElement | undefined;
  const createLink = hostRuntimePlugin().createLink as unknown as CreateLink;

  it("is preloaded with its build's hash, so the script that runs it later takes the preloaded response", async () => {
    const entry = `${location.origin}/cdn/account/4.5.6/remoteEntry.js`;
    const desc = { name: 'account', entry, integrity: { 'integrity.json': hash('L') } };
    rememberIntegrity([desc]);
    vi.stubGlobal('fetch', () => Promise.resolve(Response.json({ '77.abcdef12.js': hash('C') })));
    await loadIntegrityList(desc);
    const link = createLink({
      url: `${location.origin}/cdn/account/4.5.6/77.abcdef12.js`,
      attrs: { rel: 'preload', as: 'script' },
    });
    expect(link?.getAttribute('rel')).toBe('preload');
    expect(link?.getAttribute('as')).toBe('script');
    expect(link?.integrity).toBe(hash('C'));
    expect(link?.crossOrigin).toBe('anonymous');
  });

  it('leaves a file of no known build to the runtime', () => {
    expect(createLink({ url: 'https://elsewhere.example/x.js', attrs: { rel: 'preload' } })).toBeUndefined();
  });
});
