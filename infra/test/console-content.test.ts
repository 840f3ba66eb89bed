import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CmsBlock, NewsItem, Promotion } from '@site/shared';
import { testApi, type TestApi } from './helpers';
import { auditRows, staffClient, type StaffClient } from './console-staff';

/**
 * Content in the console (issue 17 §5): CMS blocks (terms included), promotions and news per site with draft /
 * published. The console writes through the operator API's code and schemas; players never get a draft — not a
 * new draft, not the pending draft of a published item — through any player call.
 */
let t: TestApi;
let editor: StaffClient;
const SITE = 'casino2.localhost';
const site = { domain_name: SITE };

interface Refusal {
  error: string;
  detail: string;
}
interface Item {
  id: number;
  key?: string;
  state: 'draft' | 'published' | null;
  title?: string;
  body?: string;
  en_body?: string;
  status?: boolean;
  live: boolean;
  updated_by: string;
  draft: { fields: Record<string, unknown>; saved_by: string } | null;
}

/** What an editor that opened the item now sends back: its `version` (0 for a CMS block never written). */
const loaded = async (kind: 'cms' | 'promotions' | 'news', id: number | string) => {
  const list = await editor.get<{ items: (Item & { version: number })[] }>(`/content/${SITE}/${kind}`);
  const item = list.body.items.find((i) => String(kind === 'cms' ? i.key : i.id) === String(id));
  return { version: item?.version ?? 0 };
};

const playerNews = async () => (await t.call<NewsItem[]>('/api/content/news', site)).value;
const playerPromotions = async () => (await t.call<Promotion[]>('/api/content/promotions', site)).value;
const playerBlock = async (key: string) =>
  (await t.call<CmsBlock[]>('/api/content/cms', { ...site, key })).value[0]!;

beforeAll(async () => {
  t = await testApi();
  editor = await staffClient(t, 'content_editor');
});
afterAll(async () => t.close());

describe('console content', () => {
  it('lists the sites and each kind with drafts; roles without content.edit are refused', async () => {
    const sites = await editor.get<{ items: { domain_name: string; theme_code: string }[] }>(
      '/content/sites',
    );
    expect(sites.body.items.map((s) => s.domain_name)).toContain(SITE);
    const cms = await editor.get<{ items: Item[] }>(`/content/${SITE}/cms`);
    expect(cms.body.items.map((i) => i.key)).toEqual([
      'about_us',
      'privacy_policy',
      'banking',
      'faqs',
      'responsible_gaming',
      'terms',
    ]);
    expect(cms.body.items.every((i) => i.state === 'published' && i.live)).toBe(true);
    expect((await editor.get(`/content/${SITE}/banners`)).status).toBe(404);
    for (const role of ['cashier', 'support', 'release_manager'] as const) {
      const other = await staffClient(t, role);
      expect((await other.get(`/content/${SITE}/news`)).status, role).toBe(403);
      const w = await other.post<Refusal>(`/content/${SITE}/news`, { title: 'x', body: 'y' });
      expect(w.body.error, role).toBe('permissionDenied');
    }
  });

  it('a news draft is never served; publishing serves it; both steps are audited', async () => {
    const draft = await editor.post<Item>(`/content/${SITE}/news`, {
      title: 'Console draft article',
      body: '<p>Soon</p>',
    });
    expect(draft.status).toBe(200);
    expect(draft.body).toMatchObject({ state: 'draft', live: false, updated_by: editor.email });
    expect((await playerNews()).map((n) => n.title)).not.toContain('Console draft article');
    const listed = await editor.get<{ items: Item[] }>(`/content/${SITE}/news`);
    expect(listed.body.items.find((i) => i.id === draft.body.id)?.state).toBe('draft');

    const published = await editor.post<Item>(
      `/content/${SITE}/news/${draft.body.id}/publish`,
      await loaded('news', draft.body.id),
    );
    expect(published.body).toMatchObject({ state: 'published', live: true });
    expect((await playerNews())[0]).toMatchObject({ id: draft.body.id, title: 'Console draft article' });
    const target = `news:${SITE}/${draft.body.id}`;
    expect((await auditRows(t, 'content.news.save_draft', target))[0]).toMatchObject({
      actor: editor.email,
      role: 'content_editor',
      before: null,
      after: { state: 'draft', title: 'Console draft article', body: '<p>Soon</p>' },
    });
    expect((await auditRows(t, 'content.news.publish', target))[0]).toMatchObject({
      before: { state: 'draft' },
      after: { state: 'published' },
    });
    // publishing twice is refused
    const again = await editor.post<Refusal>(
      `/content/${SITE}/news/${draft.body.id}/publish`,
      await loaded('news', draft.body.id),
    );
    expect(again.status).toBe(409);
    expect(again.body.error).toBe('alreadyPublished');
  });

  it('a change to a published promotion saved as a draft: players keep the live one until it is published', async () => {
    const live = await editor.post<Item>(`/content/${SITE}/promotions`, {
      title: 'Console promo',
      body: '<p>Live text</p>',
      publish: true,
    });
    expect(live.body.state).toBe('published');
    const pending = await editor.post<Item>(`/content/${SITE}/promotions`, {
      id: live.body.id,
      ...(await loaded('promotions', live.body.id)),
      title: 'Console promo v2',
      body: '<p>New text</p>',
    });
    expect(pending.body).toMatchObject({ state: 'published', title: 'Console promo', live: true });
    expect(pending.body.draft?.fields).toMatchObject({ title: 'Console promo v2', body: '<p>New text</p>' });
    const mine = (await playerPromotions()).find((p) => p.id === live.body.id);
    expect(mine).toMatchObject({ title: 'Console promo', body: '<p>Live text</p>' });
    // a draft promotion's bonus cannot be claimed either: it is not found
    const player = await t.login('demo1', SITE);
    const draftOnly = await editor.post<Item>(`/content/${SITE}/promotions`, {
      title: 'Hidden bonus',
      body: '<p>x</p>',
      bonus_amount: 5_000,
    });
    const claim = await t.call('/api/account/promotion_claim', {
      ...player,
      ...site,
      promotion_id: draftOnly.body.id,
    });
    expect(claim.statusMessage).toBe('notFound');

    // discard drops the pending draft; a second discard has nothing to drop
    await editor.post(`/content/${SITE}/promotions`, {
      id: live.body.id,
      ...(await loaded('promotions', live.body.id)),
      title: 'Console promo v3',
      body: 'x',
    });
    const discarded = await editor.post<Item>(
      `/content/${SITE}/promotions/${live.body.id}/discard`,
      await loaded('promotions', live.body.id),
    );
    expect(discarded.body.draft).toBeNull();
    expect(
      (
        await editor.post<Refusal>(
          `/content/${SITE}/promotions/${live.body.id}/discard`,
          await loaded('promotions', live.body.id),
        )
      ).body.error,
    ).toBe('noDraft');

    await editor.post(`/content/${SITE}/promotions`, {
      id: live.body.id,
      ...(await loaded('promotions', live.body.id)),
      title: 'Console promo v2',
      body: '<p>New text</p>',
    });
    const out = await editor.post<Item>(
      `/content/${SITE}/promotions/${live.body.id}/publish`,
      await loaded('promotions', live.body.id),
    );
    expect(out.body).toMatchObject({ state: 'published', title: 'Console promo v2', draft: null });
    expect((await playerPromotions()).find((p) => p.id === live.body.id)?.title).toBe('Console promo v2');

    // unpublish: players stop seeing it; only a draft may be deleted
    const published = await editor.post<Refusal>(
      `/content/${SITE}/promotions/${live.body.id}/delete`,
      await loaded('promotions', live.body.id),
    );
    expect(published.body.error).toBe('notDeletable');
    await editor.post(
      `/content/${SITE}/promotions/${live.body.id}/unpublish`,
      await loaded('promotions', live.body.id),
    );
    expect((await playerPromotions()).map((p) => p.id)).not.toContain(live.body.id);
    const gone = await editor.post<{ deleted: boolean }>(
      `/content/${SITE}/promotions/${live.body.id}/delete`,
      await loaded('promotions', live.body.id),
    );
    expect(gone.body.deleted).toBe(true);
    expect(
      (
        await editor.post<Refusal>(
          `/content/${SITE}/promotions/${live.body.id}/publish`,
          await loaded('promotions', live.body.id),
        )
      ).status,
    ).toBe(404);
    expect(await auditRows(t, 'content.promotions.delete', `promotion:${SITE}/${live.body.id}`)).toHaveLength(
      1,
    );
  });

  it('the terms block: a draft keeps the published terms live; publish replaces them; unpublish hides them', async () => {
    const before = await playerBlock('terms');
    expect(before.status).toBe(true);
    const draft = await editor.post<Item>(`/content/${SITE}/cms/terms`, {
      ...(await loaded('cms', 'terms')),
      status: true,
      en_body: '<h2>Terms v2</h2><p>New rules</p>',
      local_body: '<p>Bagong tuntunin</p>',
    });
    expect(draft.body).toMatchObject({ state: 'published', en_body: before.en_body });
    expect(draft.body.draft?.fields).toMatchObject({ en_body: '<h2>Terms v2</h2><p>New rules</p>' });
    expect((await playerBlock('terms')).en_body).toBe(before.en_body);

    await editor.post(`/content/${SITE}/cms/terms/publish`, await loaded('cms', 'terms'));
    expect(await playerBlock('terms')).toMatchObject({
      status: true,
      en_terms_body: '<h2>Terms v2</h2><p>New rules</p>',
      local_terms_body: '<p>Bagong tuntunin</p>',
    });
    await editor.post(`/content/${SITE}/cms/terms/unpublish`, await loaded('cms', 'terms'));
    expect(await playerBlock('terms')).toMatchObject({ status: false, en_body: '' });
    const rows = await auditRows(t, 'content.cms.unpublish', `cms:${SITE}/terms`);
    expect(rows[0]).toMatchObject({ before: { state: 'published' }, after: { state: 'draft' } });
    await editor.post(`/content/${SITE}/cms/terms/publish`, await loaded('cms', 'terms'));
    expect((await playerBlock('terms')).status).toBe(true);
  });

  it("bad input is refused by the operator API's own schema, with the field and reason", async () => {
    const noTitle = await editor.post<Refusal>(`/content/${SITE}/news`, { title: '', body: 'x' });
    expect(noTitle.status).toBe(400);
    expect(noTitle.body).toMatchObject({ error: 'invalidInput' });
    expect(noTitle.body.detail).toMatch(/^title: /);
    const period = await editor.post<Refusal>(`/content/${SITE}/promotions`, {
      title: 'Backwards',
      body: 'x',
      starts_at: '2026-05-02T00:00:00Z',
      ends_at: '2026-05-01T00:00:00Z',
    });
    expect(period.body.detail).toBe('ends_at: before starts_at');
    const noStatus = await editor.post<Refusal>(`/content/${SITE}/cms/about_us`, { en_body: 'x' });
    expect(noStatus.body.detail).toMatch(/^status: /);
    expect(
      (await editor.post<Refusal>(`/content/${SITE}/cms/footer`, { status: true, en_body: 'x' })).status,
    ).toBe(404);
    const control = await editor.post<Refusal>(`/content/${SITE}/news`, { title: 'a\u0000b', body: 'x' });
    expect(control.body.detail).toMatch(/^title: control characters/);
    // another site's article is not this site's
    const other = await editor.post<Item>('/content/slot2.localhost/news', { title: 'Elsewhere', body: 'x' });
    const cross = await editor.post<Refusal>(`/content/${SITE}/news`, {
      id: other.body.id,
      ...(await loaded('news', other.body.id)),
      title: 'Mine',
      body: 'y',
    });
    expect(cross.status).toBe(404);
    // a body larger than the listener's default 16 KiB is accepted for content
    const long = `<p>${'Long terms. '.repeat(3_000)}</p>`;
    const big = await editor.post<Item>(`/content/${SITE}/cms/privacy_policy`, {
      ...(await loaded('cms', 'privacy_policy')),
      status: true,
      en_body: long,
    });
    expect(big.status).toBe(200);
    const [row] = await auditRows(t, 'content.cms.save_draft', `cms:${SITE}/privacy_policy`);
    expect((row?.after as { draft: { en_body: { chars: number } } }).draft.en_body.chars).toBe(long.length);
  });

  it('promotions and news in two languages: the local title and body are saved, answered, kept through draft → publish', async () => {
    const article = await editor.post<Item & { local_title: string; local_body: string }>(
      `/content/${SITE}/news`,
      {
        title: 'Two languages',
        body: '<p>English</p>',
        local_title: 'Dalawang wika',
        local_body: '<p>Filipino</p>',
      },
    );
    expect(article.body).toMatchObject({ state: 'draft', local_title: 'Dalawang wika' });
    await editor.post(
      `/content/${SITE}/news/${article.body.id}/publish`,
      await loaded('news', article.body.id),
    );
    expect((await playerNews()).find((n) => n.id === article.body.id)).toMatchObject({
      title: 'Two languages',
      local_title: 'Dalawang wika',
      local_body: '<p>Filipino</p>',
    });
    // a pending draft of the live article carries its local texts; players keep the live ones until publish
    const pending = await editor.post<Item>(`/content/${SITE}/news`, {
      id: article.body.id,
      ...(await loaded('news', article.body.id)),
      title: 'Two languages v2',
      body: '<p>English v2</p>',
      local_title: 'Dalawang wika v2',
      local_body: '<p>Filipino v2</p>',
    });
    expect(pending.body.draft?.fields).toMatchObject({ local_title: 'Dalawang wika v2' });
    expect((await playerNews()).find((n) => n.id === article.body.id)?.local_title).toBe('Dalawang wika');
    await editor.post(
      `/content/${SITE}/news/${article.body.id}/publish`,
      await loaded('news', article.body.id),
    );
    expect((await playerNews()).find((n) => n.id === article.body.id)).toMatchObject({
      title: 'Two languages v2',
      local_title: 'Dalawang wika v2',
      local_body: '<p>Filipino v2</p>',
    });
    // unpublish and publish again keep them (the row's own fields)
    await editor.post(
      `/content/${SITE}/news/${article.body.id}/unpublish`,
      await loaded('news', article.body.id),
    );
    await editor.post(
      `/content/${SITE}/news/${article.body.id}/publish`,
      await loaded('news', article.body.id),
    );
    expect((await playerNews()).find((n) => n.id === article.body.id)?.local_body).toBe('<p>Filipino v2</p>');

    const promo = await editor.post<Item>(`/content/${SITE}/promotions`, {
      title: 'Promo EN',
      body: '<p>EN</p>',
      local_title: '促销',
      local_body: '<p>中文</p>',
      publish: true,
    });
    expect((await playerPromotions()).find((p) => p.id === promo.body.id)).toMatchObject({
      title: 'Promo EN',
      local_title: '促销',
      local_body: '<p>中文</p>',
    });
    // a change without local texts clears them (the write replaces the whole item); the pending draft shows ''
    const cleared = await editor.post<Item>(`/content/${SITE}/promotions`, {
      id: promo.body.id,
      ...(await loaded('promotions', promo.body.id)),
      title: 'Promo EN',
      body: '<p>EN</p>',
    });
    expect(cleared.body.draft?.fields).toMatchObject({ local_title: '', local_body: '' });
    await editor.post(
      `/content/${SITE}/promotions/${promo.body.id}/publish`,
      await loaded('promotions', promo.body.id),
    );
    expect((await playerPromotions()).find((p) => p.id === promo.body.id)).toMatchObject({
      local_title: '',
      local_body: '',
    });
    // the local title has the English title's limit
    const long = await editor.post<Refusal>(`/content/${SITE}/news`, {
      title: 'x',
      body: 'y',
      local_title: 'x'.repeat(201),
    });
    expect(long.body.detail).toMatch(/^local_title: /);
  });

  it('a draft article published from the editor goes out dated now, not at the minute its time field shows', async () => {
    const draft = await editor.post<Item & { published_at: string }>(`/content/${SITE}/news`, {
      title: 'Dated now',
      body: 'x',
    });
    const minute = new Date(Date.parse(draft.body.published_at) - 60_000).toISOString();
    const out = await editor.post<Item & { published_at: string }>(`/content/${SITE}/news`, {
      id: draft.body.id,
      ...(await loaded('news', draft.body.id)),
      title: 'Dated now',
      body: 'x',
      published_at: minute,
      publish: true,
    });
    expect(Date.parse(out.body.published_at)).toBeGreaterThanOrEqual(Date.parse(draft.body.published_at));
    expect((await playerNews())[0]).toMatchObject({ id: draft.body.id });
  });

  it('a news article scheduled for later stays hidden after publishing until its time', async () => {
    const later = new Date(Date.now() + 3_600_000).toISOString();
    const item = await editor.post<Item>(`/content/${SITE}/news`, {
      title: 'Scheduled',
      body: 'x',
      published_at: later,
      publish: true,
    });
    expect(item.body).toMatchObject({ state: 'published', live: false });
    expect((await playerNews()).map((n) => n.id)).not.toContain(item.body.id);
  });
});
