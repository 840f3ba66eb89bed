import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadIntegrityList, rememberIntegrity, scriptIntegrity, UNLISTED } from './integrity';

const hash = (c: string) => `sha384-${c.repeat(64)}`;

beforeEach(() => vi.stubGlobal('location', { href: 'http://localhost/slots' }));
afterEach(() => vi.unstubAllGlobals());

describe("the hash a remote's script is created with (issue 9.7)", () => {
  it("answers each file of a build's list, and a hash nothing matches for a file the list lacks", async () => {
    const entry = 'http://localhost/cdn/wallet/1.2.3/remoteEntry.js';
    rememberIntegrity([{ entry, integrity: { 'integrity.json': hash('L') } }]);
    const fetched = vi.fn((url: string, init: RequestInit) => {
      expect(url).toBe('http://localhost/cdn/wallet/1.2.3/integrity.json');
      expect(init.integrity).toBe(hash('L'));
      return Promise.resolve(Response.json({ 'remoteEntry.js': hash('E'), '12.abcdef12.js': hash('C') }));
    });
    vi.stubGlobal('fetch', fetched);
    // before the list arrives nothing is known about the build's chunks
    expect(scriptIntegrity('/cdn/wallet/1.2.3/12.abcdef12.js')).toBeUndefined();
    await loadIntegrityList({ name: 'wallet', entry, integrity: { 'integrity.json': hash('L') } });
    expect(scriptIntegrity('/cdn/wallet/1.2.3/12.abcdef12.js')).toBe(hash('C'));
    expect(scriptIntegrity('http://localhost/cdn/wallet/1.2.3/remoteEntry.js?t=1')).toBe(hash('E'));
    expect(scriptIntegrity('/cdn/wallet/1.2.3/added-on-the-cdn.js')).toBe(UNLISTED);
    expect(UNLISTED).toMatch(/^sha384-[A-Za-z0-9+/]{64}$/);
    // another build (another version, no list): not checked here
    expect(scriptIntegrity('/cdn/wallet/1.2.4/12.abcdef12.js')).toBeUndefined();
    expect(fetched).toHaveBeenCalledTimes(1);
  });

  it('a list whose own hash does not match is refused, and the build stays unlisted', async () => {
    const entry = 'http://localhost/cdn/games/2.0.0/remoteEntry.js';
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed integrity metadata check')));
    await expect(
      loadIntegrityList({ name: 'games', entry, integrity: { 'integrity.json': hash('X') } }),
    ).rejects.toThrow('games: integrity list refused');
    expect(scriptIntegrity('/cdn/games/2.0.0/1.abcdef12.js')).toBeUndefined();
  });
});
