import { CONTRACT_VERSION, type Envelope, type RemoteDescriptor } from '@site/shared';
import { acceptedRemotes } from './accepted';
import { news, promotions } from '../api/calls/content';
import { top10 } from '../api/calls/site-info';
import { games, hotGames, providers } from '../api/calls/games';
import type { ApiCall } from '../api/types';

/** The id of the script element that carries the answers of the route's first calls (shared/src/api/carried.ts). */
export const PAGE_ANSWERS_ID = 'page-answers';

/**
 * The calls whose answers a page may carry (a route's `data`, contract): public reads of the site's own content,
 * the same for every visitor of the site, that need no session — the home's sections, a lobby's catalogue page
 * and providers rail. A call a route names that is not here is not run.
 */
export const PAGE_CALLS: ReadonlyMap<string, ApiCall> = new Map(
  [promotions, news, top10, providers, hotGames, games].map((c) => [c.path, c as ApiCall]),
);

/** One carried answer: the call, the body the page's client sends for it, and the API's answer to that body. */
export interface PageAnswer {
  call: string;
  body: Record<string, string | number>;
  answer: Envelope;
}

/**
 * The answers of the calls the route names (`data` of the route in an accepted remote; issue 16): each run in this
 * request as the API would run it for the body the page's client sends (`siteRef()` — the page's host name and the
 * site's external id — and the route's `with` fields). Only successful answers of `PAGE_CALLS` are carried; the
 * client asks for anything else itself.
 */
export async function pageAnswers(
  remotes: RemoteDescriptor[],
  pathname: string,
  site: { domain_name: string; external_id: string },
  run: (call: ApiCall, body: Record<string, string | number>) => Promise<Envelope>,
  hostContract: string = CONTRACT_VERSION,
): Promise<PageAnswer[]> {
  const wanted = acceptedRemotes(remotes, hostContract).flatMap((r) =>
    r.routes.filter((x) => x.path === pathname).flatMap((x) => x.data ?? []),
  );
  const answers = await Promise.all(
    wanted.map(async (d): Promise<PageAnswer | null> => {
      const call = PAGE_CALLS.get(d.call);
      if (!call) return null;
      const body: Record<string, string | number> = { ...d.with, ...site };
      // a call that cannot answer leaves it to the page's client (which shows its failure its usual way)
      const answer = await run(call, body).catch(() => null);
      return answer?.statusCode === 1 ? { call: d.call, body, answer } : null;
    }),
  );
  return answers.filter((a): a is PageAnswer => a !== null);
}
