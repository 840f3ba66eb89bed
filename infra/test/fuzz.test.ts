import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALLS } from '../src/api/index';
import { ADMIN_TOKEN, key, testApi, type TestApi } from './helpers';

/**
 * Property: every call, given any body (random JSON, random fields, a valid body with one field broken or
 * missing, malformed JSON), answers HTTP < 500 with an envelope, never `internalServerError`, never a stack.
 */
let t: TestApi;
let auth: { account_id: string; auth: string };
let bankId = 1;
beforeAll(async () => {
  t = await testApi();
  auth = await t.login('lucky88');
  const [bank] = await t.sql<{ id: number }>(
    `SELECT b.id FROM bank_accounts b JOIN players p ON p.id = b.player_id JOIN sites s ON s.id = p.site_id
      WHERE p.account_id = 'lucky88' AND s.domain_name = 'localhost'`,
  );
  bankId = bank?.id ?? 1;
});
afterAll(() => t?.close());

const site = { domain_name: 'localhost', external_id: 'localhost' };
const sel = [{ selection_id: 1, odds: 2 }];

/** A valid body of every call (the fuzzer breaks them field by field). */
function samples(): Record<string, Record<string, unknown>> {
  const a = auth;
  return {
    '/api/startup': { domain_name: 'localhost' },
    '/api/auth/login': { ...site, account_id: 'lucky88', password: 'Demo#2026' },
    '/api/auth/login_tac': { ...site, account_id: 'lucky88', tac: '123456', tac_request: 'A'.repeat(43) },
    '/api/auth/get_balance': a,
    '/api/auth/forgot_password': { ...site, account_id: 'lucky88', contact_phone: '639170000100' },
    '/api/auth/signup': {
      ...site,
      account_id: 'fuzzer01',
      password: 'Fuzz#2026x',
      contact_phone: '639170000999',
    },
    '/api/auth/tac/verify': { ...site, account_id: 'fuzzer01', tac: '123456' },
    '/api/auth/tac/request_new_register': { ...site, account_id: 'fuzzer01' },
    '/api/auth/tac/request_login': { ...site, account_id: 'lucky88' },
    '/api/auth/update_password': { ...a, password: 'wrong-one', new_password: 'Other#2027' },
    '/api/auth/vip': a,
    '/api/home/fav_list': a,
    '/api/product/get_hot_games': { ...site, game_type: 'SLOTS' },
    '/api/seo': { ...site, page_name: 'home' },
    '/api/settings/profile_update': { ...a, full_name: 'Lucky Reyes', contact_email: 'lucky@example.com' },
    '/api/settings/social_account': site,
    '/api/settings/top10winner_withdrawal': site,
    '/api/settings/siteinfodetail': site,
    '/api/settings/get_inbox': a,
    '/api/settings/claim_inbox': { ...a, inbox_id: 1 },
    '/api/settings/check_status': a,
    '/api/settings/get_analytics': { domain_name: 'localhost' },
    '/api/settings/adsvisit': { ...site, fbp: 'fb.1', appsflyer_id: 'af' },
    '/api/auth/logout': { account_id: a.account_id, auth: 'x'.repeat(43) },
    '/api/wallet/deposit': { ...a, amount: 10_000, method: 'GCASH', idempotency_key: key() },
    '/api/wallet/withdraw': { ...a, amount: 10_000, bank_account_id: bankId, idempotency_key: key() },
    '/api/wallet/cancel_withdrawal': { ...a, idempotency_key: key() },
    '/api/wallet/banks': a,
    '/api/wallet/withdrawal_info': a,
    '/api/wallet/bank_options': site,
    '/api/wallet/processing_times': site,
    '/api/wallet/bank_add': {
      ...a,
      bank_name: 'BPI',
      account_name: 'Lucky Reyes',
      account_number: '12345678',
    },
    '/api/wallet/bank_remove': { ...a, bank_account_id: 99_999 },
    '/api/wallet/transactions': { ...a, page: 1, page_size: 10, type: 'bet', date_from: '2020-01-01' },
    '/api/wallet/statement': { ...a, date_from: '2020-01-01', date_to: '2020-12-31' },
    '/api/product/games': { ...site, category: 'slot_game', search: 'gold', page: 1, page_size: 10 },
    '/api/product/providers': { ...site, category: 'casino' },
    '/api/product/launch': { ...a, game_code: 'JILI-SLOT_GAME-002' },
    '/api/product/recent': a,
    '/api/home/fav_add': { ...a, game_code: 'JILI-SLOT_GAME-002' },
    '/api/home/fav_remove': { ...a, game_code: 'JILI-SLOT_GAME-002' },
    '/api/sportsbook/bet_history': { ...a, status: 'won' },
    '/api/sportsbook/place_bet': {
      ...a,
      bet_type: 'HDP',
      stake: 100,
      selections: sel,
      idempotency_key: key(),
    },
    '/api/account/referral': a,
    '/api/account/missions': a,
    '/api/account/mission_claim': { ...a, mission_id: 1 },
    '/api/account/leaderboard': { ...site, period: 'month' },
    '/api/account/leaderboard_rank': { ...a, period: 'month' },
    '/api/minigame/wheel': site,
    '/api/minigame/tokens': a,
    '/api/minigame/spin': { ...a, idempotency_key: key() },
    '/api/sportsbook/bet_limits': site,
    '/api/operator/sports_feed': { action: 'tick' },
    '/api/operator/site_bet_limits': { domain_name: 'localhost', max_stake: 100_000_000 },
    '/api/content/promotions': site,
    '/api/content/news': site,
    '/api/content/cms': { ...site, key: 'faqs' },
    '/api/operator/cms_write': { ...site, key: 'banking', status: true, en_body: '<p>Banking</p>' },
    '/api/operator/promotion_write': { ...site, title: 'Fuzz', body: '<p>x</p>', state: 'draft' },
    '/api/operator/news_write': { ...site, title: 'Fuzz', body: '<p>x</p>', state: 'draft' },
    '/api/content/contact_send': {
      ...site,
      name: 'Fuzz',
      email: 'fuzz@example.com',
      message: 'Fuzzing the form',
    },
    '/api/operator/contact_list': site,
    '/api/content/reviews': site,
    '/api/account/promotion_claim': { ...a, promotion_id: 1 },
    '/api/account/promotion_claims': a,
    '/api/auth/review_mine': a,
    '/api/auth/review_write': { ...a, rating: 4, body: 'A fuzzing review' },
    '/api/operator/review_hide': { ...site, id: 1, hidden: false },
    '/api/operator/payments': { status: 'pending' },
    '/api/operator/payment_decide': { request_id: 1, decision: 'reject' },
    '/api/operator/settle_bet': { bet_id: 1, result: 'void' },
    '/api/operator/player_status': { ...site, account_id: 'bigwin23', status: 'ACTIVE' },
    '/api/operator/inbox_send': { ...site, account_id: 'lucky88', title: 'Hi', body: 'Hello' },
    '/api/operator/tac': { account_id: 'lucky88' },
    '/api/operator/audit': { action: '/api/operator/payments', page: 1 },
    '/api/operator/preview_token': { ...site, theme_code: 'slot3', theme_color: 'jungle' },
    '/api/account/rg_status': a,
    '/api/account/deposit_limit': { ...a, period: 'month', amount: 100_000_000 },
    // an invalid pair (a time-out is 24h, 7d or 30d): the fuzzer must not end the session it uses
    '/api/account/rg_exclude': { ...a, kind: 'time_out', duration: '5y' },
    '/api/account/reality_check': { ...a, acknowledge: true },
    '/api/account/reality_check_set': { ...a, interval: 30 },
    '/api/account/rg_history': a,
    '/api/account/sessions': a,
    '/api/account/session_revoke': { ...a, session_id: '0'.repeat(16) },
    '/api/account/vip_levels': a,
    '/api/account/profile': a,
    '/api/operator/site_compliance': { ...site, rg_helpline: '+63 2 8000 0000' },
    '/api/sportsbook/events': { sport: 'football', limit: 10 },
    '/api/admin/prune': {},
  };
}

const nasty = fc.constantFrom(
  '',
  '\u0000',
  'a\u0000b',
  "' OR 1=1 --",
  '%',
  '1e309',
  '-1',
  '9'.repeat(40),
  'x'.repeat(5000),
  '😀🎰',
  '<script>alert(1)</script>',
  -1,
  0,
  1.5,
  Number.MAX_SAFE_INTEGER,
  2 ** 63,
  -(2 ** 63),
  1e308,
  null,
  true,
  [],
  {},
);
const value = fc.oneof(
  nasty,
  fc.string(),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.anything({ maxDepth: 2 }),
);

async function check(path: string, payload: string, admin: boolean) {
  const res = await t.platform.app.inject({
    method: 'POST',
    url: path,
    payload,
    headers: { 'content-type': 'application/json', ...(admin ? { 'x-admin-token': ADMIN_TOKEN } : {}) },
  });
  const where = `${path} ${payload.slice(0, 200)} → ${res.statusCode} ${res.body.slice(0, 300)}`;
  expect(res.statusCode, where).toBeLessThan(500);
  expect(res.body, where).not.toMatch(/\n\s+at |node_modules|\.ts:\d+/);
  const json = res.json() as Record<string, unknown>;
  expect(typeof json.statusCode, where).toBe('number');
  expect(typeof json.statusMessage, where).toBe('string');
  expect(typeof json.statusDetail, where).toBe('string');
  expect('value' in json, where).toBe(true);
  expect(json.statusMessage, where).not.toBe('internalServerError');
}

describe('fuzzing every call', () => {
  it('every call has a sample body and the sample is accepted by its schema', () => {
    const s = samples();
    expect(CALLS.map((c) => c.path).filter((p) => !s[p])).toEqual([]);
    for (const c of CALLS) expect(c.schema.safeParse(s[c.path]).success, c.path).toBe(true);
  });

  it('{} and malformed JSON answer an envelope', async () => {
    for (const c of CALLS)
      for (const raw of ['{}', 'null', '[]', '"x"', '42', '{"a":', '{"__proto__":{"x":1}}'])
        await check(c.path, raw, Boolean(c.admin));
  });

  for (const c of CALLS) {
    it(`${c.path}: random bodies answer an envelope, never a 5xx`, async () => {
      const sample = samples()[c.path] ?? {};
      const fields = Object.keys(sample).length ? Object.keys(sample) : ['extra'];
      const broken = fc
        .record({ field: fc.constantFrom(...fields), v: fc.option(value, { nil: undefined }) })
        .map(({ field, v }) => {
          const b: Record<string, unknown> = { ...samples()[c.path] };
          if (v === undefined) delete b[field];
          else b[field] = v;
          return b;
        });
      // the valid body with unknown extra fields: reaches the handler and the database
      const extra = fc
        .dictionary(fc.string({ maxLength: 8 }), value, { maxKeys: 3 })
        .map((x) => ({ ...x, ...samples()[c.path] }));
      const body = fc.oneof(
        { arbitrary: extra, weight: 2 },
        { arbitrary: broken, weight: 3 },
        {
          arbitrary: fc.dictionary(fc.constantFrom(...fields, 'auth', 'amount', 'domain_name'), value, {
            maxKeys: 6,
          }),
          weight: 1,
        },
        { arbitrary: fc.anything({ maxDepth: 2 }), weight: 1 },
      );
      await fc.assert(
        fc.asyncProperty(body, fc.boolean(), async (b, admin) =>
          check(c.path, JSON.stringify(b) ?? 'null', admin),
        ),
        { numRuns: 25 },
      );
    });
  }
});
