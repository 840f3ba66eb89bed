import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContactMessage, ReviewSummary, SiteReview } from '@site/shared';
import { limiter } from '../src/security/rate-limit';
import { testApi, type TestApi } from './helpers';

let t: TestApi;
beforeAll(async () => {
  t = await testApi();
});
afterAll(() => t?.close());

const site = { domain_name: 'slot2.localhost', external_id: 'slot2.localhost' };
const form = { name: 'Ana Cruz', email: 'ana@example.com', message: 'My withdrawal is late, please check.' };

describe('contact form', () => {
  it('stores the message with a reference the operator lists', async () => {
    limiter.reset();
    const sent = await t.call<{ reference: string }>('/api/content/contact_send', { ...site, ...form });
    expect(sent.statusCode).toBe(1);
    expect(sent.value.reference).toMatch(/^C-[A-Z2-9]{8}$/);
    const list = await t.admin<ContactMessage[]>('/api/operator/contact_list', site);
    expect(list.value[0]).toMatchObject({ ...form, reference: sent.value.reference });
    // another site's operator list does not hold it; a player without the admin token cannot list
    const other = await t.admin<ContactMessage[]>('/api/operator/contact_list', { domain_name: 'localhost' });
    expect(other.value.map((m) => m.reference)).not.toContain(sent.value.reference);
    expect((await t.call('/api/operator/contact_list', site)).statusCode).not.toBe(1);
  });

  it('refuses a bad e-mail or a too short message at its field, keeps markup as text', async () => {
    limiter.reset();
    const bad = await t.call('/api/content/contact_send', { ...site, ...form, email: 'nope' });
    expect(bad.statusDetail).toMatch(/^email/);
    const short = await t.call('/api/content/contact_send', { ...site, ...form, message: '  hi  ' });
    expect(short.statusDetail).toMatch(/^message/);
    const html = '<img src=x onerror=alert(1)> help me please';
    const ok = await t.call<{ reference: string }>('/api/content/contact_send', {
      ...site,
      ...form,
      message: html,
    });
    const list = await t.admin<ContactMessage[]>('/api/operator/contact_list', site);
    expect(list.value.find((m) => m.reference === ok.value.reference)?.message).toBe(html);
  });

  it('is rate-limited per address', async () => {
    limiter.reset();
    const codes: number[] = [];
    for (let i = 0; i < 6; i++)
      codes.push((await t.call('/api/content/contact_send', { ...site, ...form })).statusCode);
    expect(codes.slice(0, 5)).toEqual([1, 1, 1, 1, 1]);
    expect(codes[5]).toBe(-429);
  });
});

describe('site reviews', () => {
  it('one review per player, editable; average and distribution from the shown reviews; operator hides', async () => {
    const a = await t.login('lucky88', 'slot2.localhost');
    const b = await t.login('jackpot7', 'slot2.localhost');
    const summary = async () => (await t.call<ReviewSummary>('/api/content/reviews', site)).value;
    expect(await summary()).toMatchObject({ count: 0, average: 0, distribution: [0, 0, 0, 0, 0] });
    expect((await t.call('/api/auth/review_mine', a)).value).toBeNull();

    const w = await t.call<SiteReview>('/api/auth/review_write', {
      ...a,
      rating: 5,
      body: 'Fast payouts, friendly help.',
    });
    expect(w.value).toMatchObject({ rating: 5, account: 'lu***8' });
    await t.call('/api/auth/review_write', { ...b, rating: 2, body: 'Too few games for my taste.' });
    expect(await summary()).toMatchObject({ count: 2, average: 3.5, distribution: [0, 1, 0, 0, 1] });

    // editing replaces the player's one review
    await t.call('/api/auth/review_write', { ...a, rating: 4, body: 'Still good, a bit slower now.' });
    const s = await summary();
    expect(s).toMatchObject({ count: 2, average: 3, distribution: [0, 1, 0, 1, 0] });
    expect((await t.call<SiteReview>('/api/auth/review_mine', a)).value.body).toBe(
      'Still good, a bit slower now.',
    );

    const badRating = await t.call('/api/auth/review_write', {
      ...a,
      rating: 6,
      body: 'Out of range rating.',
    });
    expect(badRating.statusDetail).toMatch(/^rating/);
    expect(
      (await t.call('/api/auth/review_write', { rating: 3, body: 'no session here' })).statusCode,
    ).not.toBe(1);

    const bId = s.reviews.find((r) => r.account === 'ja***7')!.id;
    const hide = await t.admin('/api/operator/review_hide', { ...site, id: bId, hidden: true });
    expect(hide.value).toEqual({ id: bId, hidden: true });
    expect(await summary()).toMatchObject({ count: 1, average: 4, distribution: [0, 0, 0, 1, 0] });
    const wrongSite = await t.admin('/api/operator/review_hide', {
      domain_name: 'localhost',
      id: bId,
      hidden: false,
    });
    expect(wrongSite.statusMessage).toBe('notFound');
  });
});

// the promotion period (listed, left out once ended, the claim's clock): promotion-period.test.ts

describe('promotion claim', () => {
  it('credits the bonus once through the ledger; a repeat answers the same claim; outside the period is refused', async () => {
    const me = await t.login('spinking', 'slot2.localhost');
    const p = await t.admin<{ id: number }>('/api/operator/promotion_write', {
      ...site,
      title: 'Free chip',
      body: '<p>Free</p>',
      bonus_amount: 7_500,
    });
    const balance = async () =>
      (await t.call<{ game_balance: number }>('/api/auth/get_balance', me)).value.game_balance;
    const before = await balance();
    const first = await t.call<{ amount: number; claimed_at: string }>('/api/account/promotion_claim', {
      ...me,
      promotion_id: p.value.id,
    });
    expect(first.value.amount).toBe(7_500);
    const again = await t.call<{ amount: number; claimed_at: string }>('/api/account/promotion_claim', {
      ...me,
      promotion_id: p.value.id,
    });
    expect(again.value).toEqual(first.value);
    expect(await balance()).toBe(before + 7_500);
    const ledger = await t.sql<{ n: number }>(
      "SELECT count(*)::int AS n FROM ledger WHERE ref = $1 AND kind = 'bonus'",
      [`promotion:${p.value.id}`],
    );
    expect(ledger[0]!.n).toBe(1);
    expect((await t.call<number[]>('/api/account/promotion_claims', me)).value).toContain(p.value.id);

    const ended = await t.admin<{ id: number }>('/api/operator/promotion_write', {
      ...site,
      title: 'Gone',
      body: '<p>x</p>',
      bonus_amount: 100,
      ends_at: '2020-01-01T00:00:00Z',
    });
    const late = await t.call('/api/account/promotion_claim', { ...me, promotion_id: ended.value.id });
    expect(late.statusMessage).toBe('promotionNotActive');
    const none = await t.admin<{ id: number }>('/api/operator/promotion_write', {
      ...site,
      title: 'Join',
      body: 'x',
    });
    expect(
      (await t.call('/api/account/promotion_claim', { ...me, promotion_id: none.value.id })).statusMessage,
    ).toBe('notFound');
  });
});
