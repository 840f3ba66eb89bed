import { CONTRACT_VERSION, satisfies, type RemoteDescriptor } from '@site/shared';

/**
 * The remotes the page's shell will load: those built for a contract the host's satisfies. The host refuses any
 * other (host/src/app/federation/loader.ts), so the page hints, carries and answers nothing of it.
 */
export function acceptedRemotes(
  remotes: RemoteDescriptor[],
  hostContract: string = CONTRACT_VERSION,
): RemoteDescriptor[] {
  return remotes.filter((r) => satisfies(hostContract, r.contract));
}
