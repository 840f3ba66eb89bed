import { getInstance } from '@module-federation/enhanced/runtime';
import {
  CONTRACT_VERSION,
  RemoteLoadError,
  satisfies,
  type AnyComponent,
  type RemoteDescriptor,
} from '@site/shared';

import { loadIntegrityList, rememberIntegrity } from './integrity';
import { trustScriptOrigins } from '../../features/security/trusted-types';

const BACKOFF_MS = [300, 900];
/**
 * How long one remote module may take to load, all retries included (issue 9.8): a remote that never answers
 * (a hung CDN, a stalled script) shows its fallback with Retry instead of a blank slot. Overridable for tests
 * with `window.__remoteLoadTimeoutMs`.
 */
export const REMOTE_LOAD_TIMEOUT_MS = 10_000;
const loadTimeout = () =>
  (globalThis as { __remoteLoadTimeoutMs?: number }).__remoteLoadTimeoutMs ?? REMOTE_LOAD_TIMEOUT_MS;

function withTimeout<T>(p: Promise<T>, remote: string, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new RemoteLoadError(remote, 'unavailable', `${remote} did not load within ${ms} ms`)),
      ms,
    );
  });
  return Promise.race([p, timeout]).finally(() => clearTimeout(timer));
}
const known = new Map<string, RemoteDescriptor>();
const refused = new Map<string, RemoteDescriptor>();
const cache = new Map<string, Promise<AnyComponent>>();

function runtime() {
  const mf = getInstance();
  if (!mf) throw new Error('federation runtime missing');
  return mf;
}

/**
 * Registers the site's enabled remotes from the startup answer. A remote whose contract range does not match
 * this host's CONTRACT_VERSION is refused (one log line) and its slots show the incompatible fallback.
 */
export function registerSiteRemotes(remotes: RemoteDescriptor[]): RemoteDescriptor[] {
  const accepted: RemoteDescriptor[] = [];
  for (const r of remotes) {
    if (satisfies(CONTRACT_VERSION, r.contract)) accepted.push(r);
    else {
      refused.set(r.name, r);
      console.warn(
        `[federation] refused ${r.name}@${r.version}: built for contract ${r.contract}, host has ${CONTRACT_VERSION}`,
      );
    }
  }
  for (const r of accepted) known.set(r.name, r);
  rememberIntegrity(accepted);
  trustScriptOrigins(accepted.map((r) => r.entry));
  runtime().registerRemotes(accepted.map((r) => ({ name: r.name, entry: r.entry })));
  return accepted;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function loadOnce(remote: string, module: string): Promise<AnyComponent> {
  const desc = known.get(remote);
  if (desc) await loadIntegrityList(desc);
  const id = `${remote}/${module.replace(/^\.\//, '')}`;
  const mod = (await runtime().loadRemote<{ default?: AnyComponent; __remoteFailed?: boolean }>(id)) ?? null;
  if (!mod || mod.__remoteFailed || typeof mod.default !== 'function') {
    throw new RemoteLoadError(remote, 'unavailable', `${id} did not load`);
  }
  return mod.default;
}

/** Loads an exposed component, retrying with backoff on network failure; `retry` forces a fresh manifest fetch. */
export async function loadRemoteComponent(
  remote: string,
  module: string,
  opts: { retry?: boolean } = {},
): Promise<AnyComponent> {
  if (refused.has(remote))
    throw new RemoteLoadError(remote, 'incompatible', `${remote} refused: contract mismatch`);
  const desc = known.get(remote);
  if (!desc) throw new RemoteLoadError(remote, 'disabled', `${remote} is not enabled for this site`);
  const key = `${remote}/${module}`;
  if (opts.retry) cache.delete(key);
  let p = cache.get(key);
  if (!p) {
    p = withTimeout(
      (async () => {
        for (let attempt = 0; ; attempt++) {
          try {
            return await loadOnce(remote, module);
          } catch (error) {
            if (attempt >= BACKOFF_MS.length)
              throw error instanceof RemoteLoadError
                ? error
                : new RemoteLoadError(remote, 'unavailable', String(error));
            await sleep(BACKOFF_MS[attempt] as number);
            // Forget the failed entry so the next attempt fetches the manifest and remoteEntry again.
            runtime().registerRemotes([{ name: desc.name, entry: desc.entry }], { force: true });
          }
        }
      })(),
      remote,
      loadTimeout(),
    );
    cache.set(key, p);
    p.catch(() => {
      cache.delete(key);
      // A load that timed out may still hang inside the runtime: forget the remote so Retry fetches it afresh.
      runtime().registerRemotes([{ name: desc.name, entry: desc.entry }], { force: true });
    });
  }
  return p;
}

/**
 * Downloads a remote module's files without running them (links in view, DESIGN "loading remotes"): the
 * federation runtime's `preloadRemote` loads the remote's entry and `<link rel="preload">`s the exposed module's
 * chunks, each with its integrity (runtime-plugin.ts `createLink`). The module itself runs only when it is shown
 * (or hovered: `loadRemoteComponent`), so a page does not spend its main thread on pages the player never opens.
 */
export async function prefetchRemoteModule(remote: string, module: string): Promise<void> {
  const desc = known.get(remote);
  if (!desc || refused.has(remote)) return;
  await loadIntegrityList(desc);
  await runtime().preloadRemote([
    { nameOrAlias: remote, exposes: [module], resourceCategory: 'sync', share: false, depsRemote: false },
  ]);
}

export function isRemoteRefused(name: string): boolean {
  return refused.has(name);
}
