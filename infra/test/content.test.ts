import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  CmsBlock,
  LeaderboardEntry,
  Mission,
  NewsItem,
  Promotion,
  ReferralValue,
  SiteInfoDetail,
  Top10Stats,
} from '@site/shared';
import { key, testApi, type TestApi } from './helpers';
import { referralOrigin } from '../src/api/calls/account';
import { BET_TYPES } from '@site/shared';

let t: TestApi;
let demo: { account_id: string; auth: string };
beforeAll(async () => {
  t = await testApi();
  demo = await t.login();
});
afterAll(() => t?.close());

const site = { domain_name: 'localhost', external_id: 'localhost' };

describe('content, site and account calls', () => {
  it('promotions and news have the shapes other apps rely on', async () => {
    const p = await t.call<Promotion[]>('/api/content/promotions', site);
    expect(Object.keys(p.value[0]!).sort()).toEqual([
      'body',
      'bonus_amount',
      'ends_at',
      'id',
      'image',
      'local_body',
      'local_title',
      'starts_at',
      'title',
    ]);
    const n = await t.call<NewsItem[]>('/api/content/news', site);
    expect(Object.keys(n.value[0]!).sort()).toEqual([
      'body',
      'id',
      'local_body',
      'local_title',
      'published_at',
      'title',
    ]);
  });

  it('cms: the five blocks with status, en_<key>_body and local_<key>_body', async () => {
    const all = await t.call<CmsBlock[]>('/api/content/cms', site);
    expect(all.value.map((b) => b.key)).toEqual([
      'about_us',
      'privacy_policy',
      'banking',
      'faqs',
      'responsible_gaming',
      'terms',
    ]);
    const one = await t.call<CmsBlock[]>('/api/content/cms', { ...site, key: 'faqs' });
    expect(one.value).toHaveLength(1);
    expect(one.value[0]).toMatchObject({ key: 'faqs', status: true });
    expect(one.value[0]!.en_faqs_body).toContain('<h3>');
    expect(typeof one.value[0]!.local_faqs_body).toBe('string');
    expect((await t.call('/api/content/cms', { ...site, key: 'nope' })).statusDetail).toMatch(/^key/);
  });

  it('operator writes a CMS block: published shows at once, a draft is not served, last change is kept', async () => {
    const other = { domain_name: 'slot3.localhost', external_id: 'slot3.localhost' };
    const before = Date.now();
    const w = await t.admin<{ key: string; state: string; updated_at: string }>('/api/operator/cms_write', {
      ...other,
      key: 'terms',
      status: true,
      en_body: '<h2>Rules</h2><p>New terms</p>',
      local_body: '<p>Bagong tuntunin</p>',
    });
    expect(w.statusCode).toBe(1);
    expect(w.value).toMatchObject({ key: 'terms', state: 'published' });
    expect(Date.parse(w.value.updated_at)).toBeGreaterThanOrEqual(before - 1000);
    const [terms] = (await t.call<CmsBlock[]>('/api/content/cms', { ...other, key: 'terms' })).value;
    expect(terms).toMatchObject({ status: true, en_terms_body: '<h2>Rules</h2><p>New terms</p>' });
    expect(terms!.local_terms_body).toBe('<p>Bagong tuntunin</p>');
    await t.admin('/api/operator/cms_write', {
      ...other,
      key: 'terms',
      status: true,
      en_body: 'x',
      state: 'draft',
    });
    const [hidden] = (await t.call<CmsBlock[]>('/api/content/cms', { ...other, key: 'terms' })).value;
    expect(hidden).toMatchObject({ status: false, en_body: '' });
    // the other sites keep their own block
    const [mine] = (await t.call<CmsBlock[]>('/api/content/cms', { ...site, key: 'terms' })).value;
    expect(mine!.status).toBe(true);
  });

  it('operator writes need the admin token and a known site', async () => {
    const body = { ...site, key: 'terms', status: true, en_body: '<p>x</p>' };
    expect((await t.call('/api/operator/cms_write', body)).statusCode).not.toBe(1);
    const unknown = await t.admin('/api/operator/cms_write', { ...body, domain_name: 'nope.example' });
    expect(unknown.statusMessage).toBe('siteNotFound');
  });

  it('operator writes promotions and news: drafts stay hidden until published', async () => {
    const other = { domain_name: 'slot3.localhost', external_id: 'slot3.localhost' };
    const p = await t.admin<{ id: number; state: string }>('/api/operator/promotion_write', {
      ...other,
      title: 'Draft promo',
      body: '<p>Soon</p>',
      state: 'draft',
    });
    expect(p.value.state).toBe('draft');
    const titles = async () =>
      (await t.call<Promotion[]>('/api/content/promotions', other)).value.map((x) => x.title);
    expect(await titles()).not.toContain('Draft promo');
    await t.admin('/api/operator/promotion_write', {
      ...other,
      id: p.value.id,
      title: 'Draft promo',
      body: '<p>Now</p>',
    });
    expect(await titles()).toContain('Draft promo');
    const n = await t.admin<{ id: number }>('/api/operator/news_write', {
      ...other,
      title: 'Fresh article',
      body: '<p>Hello</p>',
    });
    const news = (await t.call<NewsItem[]>('/api/content/news', other)).value;
    expect(news[0]).toMatchObject({
      id: n.value.id,
      title: 'Fresh article',
      local_title: '',
      local_body: '',
    });
    // the local title and body (PHP / CN pages) are written and answered
    await t.admin('/api/operator/news_write', {
      ...other,
      id: n.value.id,
      title: 'Fresh article',
      body: '<p>Hello</p>',
      local_title: '新文章',
      local_body: '<p>你好</p>',
    });
    expect((await t.call<NewsItem[]>('/api/content/news', other)).value[0]).toMatchObject({
      title: 'Fresh article',
      local_title: '新文章',
      local_body: '<p>你好</p>',
    });
    await t.admin('/api/operator/promotion_write', {
      ...other,
      id: p.value.id,
      title: 'Draft promo',
      body: '<p>Now</p>',
      local_title: 'Promo sa Filipino',
      local_body: '<p>Ngayon</p>',
    });
    const promo = (await t.call<Promotion[]>('/api/content/promotions', other)).value.find(
      (x) => x.id === p.value.id,
    );
    expect(promo).toMatchObject({ local_title: 'Promo sa Filipino', local_body: '<p>Ngayon</p>' });
    const missing = await t.admin('/api/operator/news_write', {
      ...site,
      id: n.value.id,
      title: 'x',
      body: 'y',
    });
    expect(missing.statusMessage).toBe('notFound');
  });

  it('seo, analytics, social accounts', async () => {
    const s = await t.call<Record<string, unknown>>('/api/seo', { ...site, page_name: 'slots' });
    expect(Object.keys(s.value)).toEqual(
      expect.arrayContaining(['id', 'page_name', 'meta_title', 'meta_image_url', 'local_body']),
    );
    expect(s.value).not.toHaveProperty('site_id');
    const a = await t.call<{ section: string }[]>('/api/settings/get_analytics', {
      domain_name: 'localhost',
    });
    expect(a.value.map((x) => x.section)).toEqual(['HEAD', 'BODY']);
    const so = await t.call<unknown[]>('/api/settings/social_account', site);
    expect(so.value.length).toBe(3);
    expect(
      (await t.call('/api/seo', { domain_name: 'nowhere.example', page_name: 'home' })).statusMessage,
    ).toBe('siteNotFound');
  });

  it('top10winner_withdrawal keeps the spec field names and masks accounts', async () => {
    const a = await t.call<Top10Stats>('/api/settings/top10winner_withdrawal', site);
    expect(Object.keys(a.value).sort()).toEqual(
      [
        'active_player',
        'deposited_player',
        'hour_withdrawal',
        'registered_player',
        'winner',
        'withrawal',
      ].sort(),
    );
    expect(a.value.withrawal.length).toBeGreaterThan(0);
    expect(a.value.winner[0]!.account_id).toMatch(/\*\*\*/);
    // masked once, here: two letters, three stars, the last letter (the page shows it as it comes)
    for (const row of [...a.value.winner, ...a.value.withrawal])
      expect(row.account_id).toMatch(/^.{1,2}\*{3}.?$/);
  });

  it('top10 names a sportsbook win by its market code, never by a made-up game', async () => {
    const a = await t.call<Top10Stats>('/api/settings/top10winner_withdrawal', site);
    expect(a.value.winner.length).toBeGreaterThan(0);
    for (const w of a.value.winner) {
      expect(BET_TYPES).toContain(w.market);
      expect(w.game_name).toBe('');
    }
    expect(a.value.registered_player).toBe(5);
  });

  it('siteinfodetail and adsvisit', async () => {
    const d = await t.call<SiteInfoDetail>('/api/settings/siteinfodetail', site);
    expect(d.value).toMatchObject({
      site_name: 'Demo Casino',
      currency: 'PHP',
      support_email: 'support@localhost',
    });
    const v = await t.call('/api/settings/adsvisit', { ...site, fbp: 'fb.1.123', appsflyer_id: 'af-9' });
    expect(v).toMatchObject({ statusCode: 1, value: null });
    const rows = await t.sql(`SELECT fbp, appsflyer_id FROM ad_visits`);
    expect(rows).toEqual([{ fbp: 'fb.1.123', appsflyer_id: 'af-9' }]);
  });

  it('profile_update answers a list whose first item has contact_email and full_name', async () => {
    const a = await t.call<{ contact_email: string; full_name: string }[]>('/api/settings/profile_update', {
      ...demo,
      full_name: 'Demo  Player Two',
      contact_email: 'Demo.Two@Example.com',
    });
    expect(a.value).toEqual([{ contact_email: 'demo.two@example.com', full_name: 'Demo Player Two' }]);
    const bad = await t.call('/api/settings/profile_update', {
      ...demo,
      full_name: 'R2D2',
      contact_email: 'x@y.z',
    });
    expect(bad.statusDetail).toMatch(/^full_name/);
  });

  it('referral summary, leaderboard', async () => {
    const r = await t.call<ReferralValue>('/api/account/referral', demo);
    expect(r.value).toMatchObject({ referral_code: 'DEMO1REF', invited: 2, deposited: 2 });
    const l = await t.call<LeaderboardEntry[]>('/api/account/leaderboard', site);
    expect(l.value[0]).toMatchObject({ rank: 1 });
    expect(l.value.every((e) => e.account_id.includes('***'))).toBe(true);
  });

  it('a referral link opens on the site as the player reached it, or on its affiliate domain', async () => {
    const r = await t.call<ReferralValue>('/api/account/referral', demo, { host: 'localhost:8080' });
    expect(r.value.referral_url).toBe('http://localhost:8080/register?ref=DEMO1REF');
    const site = { domain_name: 'casino3.example', aff_domain: '' };
    expect(referralOrigin(site, 'http://casino3.example:8080')).toBe('http://casino3.example:8080');
    // a call from elsewhere (domain_name in the body) gets the site's own domain, never the caller's origin
    expect(referralOrigin(site, 'http://localhost:8080')).toBe('https://casino3.example');
    expect(referralOrigin(site, 'not a url')).toBe('https://casino3.example');
    expect(referralOrigin({ ...site, aff_domain: 'join.casino3.example' }, 'http://casino3.example')).toBe(
      'https://join.casino3.example',
    );
  });

  it('own place on the leaderboard: the rank and turnover the board lists; none without turnover', async () => {
    const board = await t.call<LeaderboardEntry[]>('/api/account/leaderboard', { ...site, period: 'month' });
    const mine = await t.call<{ rank: number | null; turnover: number; players: number }>(
      '/api/account/leaderboard_rank',
      { ...demo, period: 'month' },
    );
    expect(mine.value.rank).not.toBeNull();
    expect(mine.value.players).toBeGreaterThanOrEqual(board.value.length);
    const row = board.value.find((e) => e.rank === mine.value.rank);
    if (row) expect(row.turnover).toBe(mine.value.turnover);
    // The same player with no bet in the period is not ranked.
    await t.sql(
      `UPDATE ledger SET created_at = now() - interval '60 days'
        WHERE player_id IN (SELECT id FROM players WHERE account_id = $1) AND kind IN ('bet', 'refund')`,
      [demo.account_id],
    );
    const none = await t.call<{ rank: number | null; turnover: number }>('/api/account/leaderboard_rank', {
      ...demo,
      period: 'week',
    });
    expect(none.value).toMatchObject({ rank: null, turnover: 0 });
    expect((await t.call('/api/account/leaderboard_rank', { period: 'week' })).statusMessage).toBe(
      'invalidInput',
    );
  });

  it('missions: progress from the ledger, a reward claimed once per period', async () => {
    // The seed places demo1's bets hours before "now"; move today's to yesterday so the test holds at any hour.
    await t.sql(
      `UPDATE bets SET placed_at = date_trunc('day', now() AT TIME ZONE 'UTC') AT TIME ZONE 'UTC' - interval '1 hour'
        WHERE placed_at >= date_trunc('day', now() AT TIME ZONE 'UTC') AT TIME ZONE 'UTC'`,
    );
    const m = await t.call<Mission[]>('/api/account/missions', demo);
    const bets = m.value.find((x) => x.code === 'daily-bets')!;
    expect(bets.completed).toBe(false);
    expect(
      (await t.call('/api/account/mission_claim', { ...demo, mission_id: bets.mission_id })).statusMessage,
    ).toBe('missionNotComplete');
    const body = { bet_type: '1X2', stake: 500, selections: [await t.selection('1X2', 3)] };
    for (let i = 0; i < 3; i++)
      await t.call('/api/sportsbook/place_bet', { ...demo, ...body, idempotency_key: key() });
    const claimed = await t.call<Mission>('/api/account/mission_claim', {
      ...demo,
      mission_id: bets.mission_id,
    });
    expect(claimed.value).toMatchObject({ completed: true, claimed: true });
    expect(
      (await t.call('/api/account/mission_claim', { ...demo, mission_id: bets.mission_id })).statusMessage,
    ).toBe('alreadyClaimed');
  });
});
