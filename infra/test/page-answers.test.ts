import { describe, expect, it } from 'vitest';
import { CONTRACT_VERSION, type RemoteDescriptor } from '@site/shared';
import { pageAnswers } from '../src/http/page-answers';

/** A published build of `name` for this host's contract, serving `routes`. */
const build = (name: string, routes: RemoteDescriptor['routes']): RemoteDescriptor => ({
  name,
  version: '1.0.0',
  entry: `/cdn/${name}/1.0.0/mf-manifest.json`,
  contract: `^${CONTRACT_VERSION}`,
  exposes: [],
  routes,
});

/** Issue 16: the answers of a route's first public calls, which the page carries. */
describe('answers the page carries', () => {
  it('the route’s first public calls are answered for the page’s body; unknown calls and failures are not carried', async () => {
    const templates = build('templates', [
      {
        path: '/',
        module: './HomePage',
        auth: false,
        data: [
          { call: '/api/content/promotions' },
          { call: '/api/product/get_hot_games', with: { game_type: '' } },
          // a call that needs a session is never run for a page, whatever a remote names
          { call: '/api/wallet/balance' },
          { call: '/api/content/news' },
        ],
      },
      { path: '/news', module: './NewsPage', auth: false, data: [{ call: '/api/content/news' }] },
    ]);
    const ran: { call: string; body: Record<string, string | number> }[] = [];
    const site = { domain_name: 'casino1.localhost', external_id: 'ext-1' };
    const answers = await pageAnswers([templates], '/', site, async (call, body) => {
      ran.push({ call: call.path, body });
      return call.path === '/api/content/news'
        ? { statusCode: 0, statusMessage: 'unknownError', statusDetail: '', value: null }
        : { statusCode: 1, statusMessage: 'OK', statusDetail: '', value: [call.path] };
    });
    expect(ran.map((r) => r.call).sort()).toEqual([
      '/api/content/news',
      '/api/content/promotions',
      '/api/product/get_hot_games',
    ]);
    expect(answers).toEqual([
      {
        call: '/api/content/promotions',
        body: site,
        answer: { statusCode: 1, statusMessage: 'OK', statusDetail: '', value: ['/api/content/promotions'] },
      },
      {
        call: '/api/product/get_hot_games',
        body: { ...site, game_type: '' },
        answer: {
          statusCode: 1,
          statusMessage: 'OK',
          statusDetail: '',
          value: ['/api/product/get_hot_games'],
        },
      },
    ]);
    // another route's calls, or a remote the host refuses: nothing
    const none = async () => ({ statusCode: 1, statusMessage: 'OK', statusDetail: '', value: [] });
    expect(await pageAnswers([templates], '/slots', site, none)).toEqual([]);
    expect(await pageAnswers([{ ...templates, contract: '^99.0.0' }], '/', site, none)).toEqual([]);
    // a call that throws (a database gone away) is left to the client; the page is still written
    const throws = async () => Promise.reject(new Error('connection lost'));
    expect(await pageAnswers([templates], '/', site, throws)).toEqual([]);
  });

  it('a lobby carries its first catalogue page and providers rail, with the numbers of the body as numbers', async () => {
    const games = build('games', [
      {
        path: '/slots',
        module: './LobbyPage',
        auth: false,
        data: [
          {
            call: '/api/product/games',
            with: { category: 'slot_game', sort: 'popular', page: 1, page_size: 24 },
          },
          { call: '/api/product/providers', with: { category: 'slot_game' } },
        ],
      },
    ]);
    const site = { domain_name: 'casino1.localhost', external_id: 'ext-1' };
    const ok = async () => ({ statusCode: 1, statusMessage: 'OK', statusDetail: '', value: [] });
    const answers = await pageAnswers([games], '/slots', site, ok);
    expect(answers.map((a) => [a.call, a.body])).toEqual([
      ['/api/product/games', { ...site, category: 'slot_game', sort: 'popular', page: 1, page_size: 24 }],
      ['/api/product/providers', { ...site, category: 'slot_game' }],
    ]);
  });
});
