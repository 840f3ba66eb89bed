import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  bodyKey,
  carriedAnswer,
  carriesAnswers,
  CARRIED_ANSWER_MS,
  PAGE_ANSWERS_ID,
  resetCarried,
} from './carried';
import { createApiClient } from './client';

const ok = (value: unknown) => ({ statusCode: 1, statusMessage: 'OK', statusDetail: '', value });

/** A page whose answers element holds `json`, as the server writes it. */
function page(json: string) {
  const el = { textContent: json, removed: false, remove: () => (el.removed = true) };
  const doc = { getElementById: (id: string) => (id === PAGE_ANSWERS_ID && !el.removed ? el : null) };
  return { doc: doc as unknown as Document, el };
}

const site = { domain_name: 'casino1.localhost', external_id: 'ext-1' };
const promotions = { call: '/api/content/promotions', body: site, answer: ok([{ id: 1, title: 'Welcome' }]) };
const hot = {
  call: '/api/product/get_hot_games',
  body: { ...site, game_type: '' },
  answer: ok([{ game_code: 'G1' }]),
};

beforeEach(() => resetCarried());

describe('answers the page carries for its first calls (issue 16)', () => {
  it('answers a call with the same path and body once, whatever the order of the body’s fields', () => {
    const { doc, el } = page(JSON.stringify([promotions, hot]));
    const body = { game_type: '', external_id: 'ext-1', domain_name: 'casino1.localhost' };
    expect(carriedAnswer('/api/product/get_hot_games', body, doc, 500)).toEqual(hot.answer);
    expect(el.removed).toBe(true);
    // once: the next call asks the API
    expect(carriedAnswer('/api/product/get_hot_games', body, doc, 600)).toBeNull();
    expect(carriedAnswer('/api/content/promotions', site, doc, 700)).toEqual(promotions.answer);
  });

  it('another body, another call, a late call or a failed answer is not answered from the page', () => {
    const failed = { ...promotions, call: '/api/content/news', answer: { ...ok(null), statusCode: 0 } };
    const { doc } = page(JSON.stringify([promotions, hot, failed]));
    expect(carriedAnswer('/api/product/get_hot_games', { ...site, game_type: 'SLOTS' }, doc, 10)).toBeNull();
    expect(carriedAnswer('/api/content/promotions', { ...site, external_id: 'other' }, doc, 10)).toBeNull();
    expect(carriedAnswer('/api/wallet/balance', site, doc, 10)).toBeNull();
    expect(carriedAnswer('/api/content/news', site, doc, 10)).toBeNull();
    // after CARRIED_ANSWER_MS nothing the page carries is used any more
    expect(carriedAnswer('/api/content/promotions', site, doc, CARRIED_ANSWER_MS + 1)).toBeNull();
    expect(carriedAnswer('/api/content/promotions', site, doc, 10)).toBeNull();
  });

  it('a malformed element, or none, carries nothing', () => {
    expect(carriedAnswer('/api/content/promotions', site, page('{oops').doc, 10)).toBeNull();
    resetCarried();
    expect(carriedAnswer('/api/content/promotions', site, undefined, 10)).toBeNull();
  });

  it('a body’s key ignores undefined fields and field order', () => {
    expect(bodyKey({ b: '1', a: '2', c: undefined })).toBe(bodyKey({ a: '2', b: '1' }));
    expect(bodyKey({ a: '1' })).not.toBe(bodyKey({ a: '2' }));
  });

  it('the API client answers from the page without a request, and tells its listeners as for any answer', async () => {
    const f = vi.fn();
    const heard: string[] = [];
    const api = createApiClient({
      fetch: f,
      carried: (path, body) =>
        path === promotions.call && bodyKey(body) === bodyKey(site) ? promotions.answer : null,
      onAnswer: (path) => heard.push(path),
    });
    const a = await api.call('/api/content/promotions', site);
    expect(a).toEqual(promotions.answer);
    expect(f).not.toHaveBeenCalled();
    expect(heard).toEqual(['/api/content/promotions']);
  });
});

afterEach(() => vi.restoreAllMocks());

describe('whether the page carries the answers of a route’s first calls', () => {
  it('every one of the calls has an answer still unused; asking uses none up', () => {
    const { doc } = page(JSON.stringify([promotions, hot]));
    const both = ['/api/content/promotions', '/api/product/get_hot_games'];
    expect(carriesAnswers(both, doc, 100)).toBe(true);
    expect(carriesAnswers([...both, '/api/content/news'], doc, 100)).toBe(false);
    expect(carriesAnswers([], doc, 100)).toBe(false);
    expect(carriesAnswers(both, doc, CARRIED_ANSWER_MS + 1)).toBe(false);
    // nothing was used: the call still gets its answer; once it has, the page no longer carries it
    expect(carriedAnswer('/api/content/promotions', site, doc, 200)).toEqual(promotions.answer);
    expect(carriesAnswers(both, doc, 300)).toBe(false);
  });
});
