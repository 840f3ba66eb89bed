import { describe, expect, it } from 'vitest';
import { fromLocal, toLocal } from '../datetime-local';
import { bodyOf, fromAmount, initial, tabOf, toAmount } from './item-fields';
import type { CmsItem, NewsItem, PromotionItem } from './types';

const common = { updated_at: null, updated_by: '', draft: null, version: 1, live: false } as const;
const promo: PromotionItem = {
  ...common,
  state: 'draft',
  id: 7,
  title: 'Welcome',
  body: '<p>EN</p>',
  image: '/static/promo.png',
  sort: 3,
  starts_at: '2025-03-01T10:00:00.000Z',
  ends_at: null,
  bonus_amount: 5000,
  claims: 0,
};

describe('toLocal / fromLocal', () => {
  it('an instant goes to a datetime-local value and back', () => {
    const iso = '2025-03-01T10:30:00.000Z';
    expect(toLocal(iso)).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d$/);
    expect(fromLocal(toLocal(iso))).toBe(iso);
  });
  it('nothing, or an unreadable instant, is an empty value; an empty value is no instant', () => {
    expect(toLocal(null)).toBe('');
    expect(toLocal(undefined)).toBe('');
    expect(toLocal('not a date')).toBe('');
    expect(fromLocal('')).toBeNull();
  });
  it('an unreadable value is sent as typed (the server refuses it at its field)', () => {
    expect(fromLocal('soon')).toBe('soon');
  });
});

describe('toAmount / fromAmount', () => {
  it('minor units as the amount typed and back', () => {
    expect(toAmount(5000)).toBe('50.00');
    expect(toAmount(0)).toBe('');
    expect(fromAmount('50.00')).toBe(5000);
    expect(fromAmount('1,250.5')).toBe(125050);
    expect(fromAmount(' ')).toBe(0);
  });
});

describe('tabOf', () => {
  it('a refused field names the language tab it is on', () => {
    expect(tabOf('local_body')).toBe('local');
    expect(tabOf('local_title')).toBe('local');
    expect(tabOf('title')).toBe('en');
    expect(tabOf('en_body')).toBe('en');
    expect(tabOf('image')).toBeNull();
    expect(tabOf(null)).toBeNull();
  });
});

describe('initial', () => {
  it('a new item starts blank (a CMS block published-on, a promotion sorted 0)', () => {
    expect(initial('cms', null)).toEqual({ status: true, en_body: '', local_body: '' });
    expect(initial('promotions', null)).toMatchObject({
      title: '',
      sort: '0',
      bonus_amount: '',
      starts_at: '',
    });
    expect(initial('news', null)).toEqual({
      title: '',
      body: '',
      local_title: '',
      local_body: '',
      published_at: '',
    });
  });
  it('a stored item with a pending draft starts from the draft', () => {
    const item = {
      ...promo,
      state: 'published' as const,
      draft: { fields: { title: 'Welcome back', bonus_amount: 1000 }, saved_at: '', saved_by: 'ana' },
    };
    expect(initial('promotions', item)).toMatchObject({
      title: 'Welcome back',
      body: '<p>EN</p>',
      sort: '3',
      bonus_amount: '10.00',
    });
  });
  it('a CMS block switched off stays off', () => {
    const block: CmsItem = {
      ...common,
      state: 'published',
      key: 'terms',
      written: true,
      status: false,
      en_body: '<p>T</p>',
      local_body: '',
    };
    expect(initial('cms', block)).toEqual({ status: false, en_body: '<p>T</p>', local_body: '' });
  });
});

describe('bodyOf', () => {
  it('a promotion goes back as it was stored', () => {
    expect(bodyOf('promotions', initial('promotions', promo), '7')).toEqual({
      id: 7,
      title: 'Welcome',
      body: '<p>EN</p>',
      local_title: '',
      local_body: '',
      image: '/static/promo.png',
      sort: 3,
      starts_at: '2025-03-01T10:00:00.000Z',
      ends_at: null,
      bonus_amount: 5000,
    });
  });
  it('a new item has no id; a news article without a time leaves it to the server', () => {
    const news = bodyOf('news', initial('news', null), null);
    expect(news).not.toHaveProperty('id');
    expect(news).not.toHaveProperty('published_at');
  });
  it('a stored news article keeps its time; a CMS block sends only its status and bodies', () => {
    const article: NewsItem = {
      ...common,
      state: 'published',
      id: 2,
      title: 'News',
      body: '',
      published_at: '2025-01-02T03:04:00.000Z',
    };
    expect(bodyOf('news', initial('news', article), '2')).toMatchObject({
      id: 2,
      published_at: '2025-01-02T03:04:00.000Z',
    });
    expect(bodyOf('cms', { status: true, en_body: 'a', local_body: 'b', key: 'x' }, 'terms')).toEqual({
      status: true,
      en_body: 'a',
      local_body: 'b',
    });
  });
});
