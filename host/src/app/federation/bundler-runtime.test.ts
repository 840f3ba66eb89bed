import { describe, expect, it, vi } from 'vitest';
import { remoteBundlerRuntime, remoteInit } from './bundler-runtime';

interface Fake {
  options: { name: string; version?: string };
  initOptions: ReturnType<typeof vi.fn<(options: unknown) => unknown>>;
}
const instance = (name: string, version?: string): Fake => ({
  options: { name, version },
  initOptions: vi.fn<(options: unknown) => unknown>(),
});

function fakeRuntime(existing: Fake[]) {
  return {
    init: vi.fn(),
    getInstance: (finder: (i: Fake) => boolean) => existing.find(finder) ?? null,
    createInstance: vi.fn((options: { name: string; version?: string }) => {
      const made = instance(options.name, options.version);
      existing.push(made);
      return made;
    }),
  };
}

describe('a remote container’s bundler runtime from the host (issue 16.2)', () => {
  it('answers fresh per-container state at each call, around the host’s functions', () => {
    const a = remoteBundlerRuntime();
    const b = remoteBundlerRuntime();
    expect(a.__esModule).toBe(true);
    // what a container fills in must never be another container's
    expect(a.default.bundlerRuntimeOptions).not.toBe(b.default.bundlerRuntimeOptions);
    expect(a.default.bundlerRuntime).not.toBe(b.default.bundlerRuntime);
    expect(a.default.bundlerRuntime.S).not.toBe(b.default.bundlerRuntime.S);
    expect(a.default.instance).toBeUndefined();
    expect(a.default.initOptions).toBeUndefined();
    // the functions are the host's, and a container gets the one the host's own bundler runtime leaves out
    expect(a.default.bundlerRuntime.consumes).toBe(b.default.bundlerRuntime.consumes);
    for (const fn of ['init', 'consumes', 'installInitialConsumes', 'initContainerEntry', 'I', 'remotes'])
      expect(typeof a.default.bundlerRuntime[fn], fn).toBe('function');
    expect(typeof a.default.attachShareScopeMap).toBe('function');
    expect(typeof a.default.runtime.getRemoteEntry).toBe('function');
  });

  it('creates a remote’s instance without the host’s init, so the host’s instance stays the current one', () => {
    const host = instance('host');
    const runtime = fakeRuntime([host]);
    const made = remoteInit(runtime)({ name: 'templates' });
    expect(made.options.name).toBe('templates');
    expect(runtime.createInstance).toHaveBeenCalledWith({ name: 'templates', id: '' });
    expect(runtime.init).not.toHaveBeenCalled();
    expect(host.initOptions).not.toHaveBeenCalled();
  });

  it('finds an instance made already by name (and version when given) and updates its options', () => {
    const first = instance('games');
    const versioned = instance('games', '2.0.0');
    const runtime = fakeRuntime([instance('host'), versioned, first]);
    expect(remoteInit(runtime)({ name: 'games' })).toBe(first);
    expect(first.initOptions).toHaveBeenCalledWith({ name: 'games', id: '' });
    expect(remoteInit(runtime)({ name: 'games', version: '2.0.0' })).toBe(versioned);
    expect(runtime.createInstance).not.toHaveBeenCalled();
  });
});
