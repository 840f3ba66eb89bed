/**
 * The peer's stand-in for host/src/app/federation/loader.ts (swapped in by bench/peer/build.ts with a
 * NormalModuleReplacementPlugin; the host's code is not changed): the same exports, but a remote's module is a
 * dynamic `import()` of its source from the static map in modules.ts, so the bundler splits the code as any
 * one-bundle app would. The startup answer still decides which remotes are enabled and which routes exist.
 */
import {
  CONTRACT_VERSION,
  RemoteLoadError,
  satisfies,
  type AnyComponent,
  type RemoteDescriptor,
} from '@site/shared';
import { MODULES } from './modules';

export const REMOTE_LOAD_TIMEOUT_MS = 10_000;

const known = new Map<string, RemoteDescriptor>();
const refused = new Set<string>();
const cache = new Map<string, Promise<AnyComponent>>();

export function registerSiteRemotes(remotes: RemoteDescriptor[]): RemoteDescriptor[] {
  const accepted = remotes.filter((r) => satisfies(CONTRACT_VERSION, r.contract) && MODULES[r.name]);
  for (const r of remotes) if (!accepted.includes(r)) refused.add(r.name);
  for (const r of accepted) known.set(r.name, r);
  return accepted;
}

export async function loadRemoteComponent(
  remote: string,
  module: string,
  opts: { retry?: boolean } = {},
): Promise<AnyComponent> {
  if (refused.has(remote))
    throw new RemoteLoadError(remote, 'incompatible', `${remote} refused: contract mismatch`);
  if (!known.has(remote))
    throw new RemoteLoadError(remote, 'disabled', `${remote} is not enabled for this site`);
  const key = `${remote}/${module}`;
  if (opts.retry) cache.delete(key);
  let p = cache.get(key);
  if (!p) {
    const load = MODULES[remote]?.[module];
    if (!load) throw new RemoteLoadError(remote, 'unavailable', `${key} is not in the peer's module map`);
    p = load().then((mod) => {
      const c = (mod as { default?: unknown }).default;
      if (typeof c !== 'function') throw new RemoteLoadError(remote, 'unavailable', `${key} did not load`);
      return c as AnyComponent;
    });
    cache.set(key, p);
    p.catch(() => cache.delete(key));
  }
  return p;
}

export function isRemoteRefused(name: string): boolean {
  return refused.has(name);
}

/**
 * A link in view. The federation host downloads the module's files without running them; the peer loads and
 * runs the module as both builds did before (so here the peer does more work than the federation build).
 */
export async function prefetchRemoteModule(remote: string, module: string): Promise<void> {
  await loadRemoteComponent(remote, module).catch(() => undefined);
}
