/**
 * An item's editable fields as the editor holds them (strings as typed, the CMS status a boolean) and back
 * to a save's body: instants as `datetime-local` values, minor units as amounts, a refused field's language
 * tab, and the fields each kind's refusals may name. Pure (item-fields.test.ts).
 */
import { fromLocal, toLocal } from '../datetime-local';
import type { Item, Kind } from './types';

/** Minor units ↔ the amount typed ("50.00"). */
export const toAmount = (minor: number) => (minor ? (minor / 100).toFixed(2) : '');
export const fromAmount = (s: string) =>
  s.trim() === '' ? 0 : Math.round(Number(s.replace(/,/g, '')) * 100);

export type Fields = Record<string, string | boolean>;

/** The language tab a refused field is on (so its message is seen), or null when it is on neither. */
export const tabOf = (field: string | null | undefined): 'en' | 'local' | null =>
  !field ? null : field.startsWith('local_') ? 'local' : /^(title|body|en_body)$/.test(field) ? 'en' : null;

/** The editable fields of an item: its pending draft when it has one (the latest work), else the item. */
export function initial(kind: Kind, item: Item | null): Fields {
  const src = { ...(item ?? {}), ...(item?.draft?.fields ?? {}) } as Record<string, unknown>;
  const s = (k: string) => (typeof src[k] === 'string' ? (src[k] as string) : '');
  if (kind === 'cms')
    return { status: src.status !== false, en_body: s('en_body'), local_body: s('local_body') };
  if (kind === 'promotions')
    return {
      title: s('title'),
      body: s('body'),
      local_title: s('local_title'),
      local_body: s('local_body'),
      image: s('image'),
      sort: String(src.sort ?? 0),
      starts_at: toLocal(src.starts_at as string | null),
      ends_at: toLocal(src.ends_at as string | null),
      bonus_amount: toAmount(Number(src.bonus_amount ?? 0)),
    };
  return {
    title: s('title'),
    body: s('body'),
    local_title: s('local_title'),
    local_body: s('local_body'),
    published_at: item ? toLocal(src.published_at as string) : '',
  };
}

export function bodyOf(kind: Kind, f: Fields, id: string | null): Record<string, unknown> {
  if (kind === 'cms') return { status: f.status, en_body: f.en_body, local_body: f.local_body };
  const withId = id ? { id: Number(id) } : {};
  if (kind === 'promotions')
    return {
      ...withId,
      title: f.title,
      body: f.body,
      local_title: f.local_title,
      local_body: f.local_body,
      image: f.image,
      sort: Number(f.sort) || 0,
      starts_at: fromLocal(String(f.starts_at)),
      ends_at: fromLocal(String(f.ends_at)),
      bonus_amount: fromAmount(String(f.bonus_amount)),
    };
  const at = fromLocal(String(f.published_at));
  return {
    ...withId,
    title: f.title,
    body: f.body,
    local_title: f.local_title,
    local_body: f.local_body,
    ...(at ? { published_at: at } : {}),
  };
}

export const FIELDS: Record<Kind, string[]> = {
  cms: ['status', 'en_body', 'local_body', 'key'],
  promotions: [
    'title',
    'body',
    'local_title',
    'local_body',
    'image',
    'sort',
    'starts_at',
    'ends_at',
    'bonus_amount',
    'id',
  ],
  news: ['title', 'body', 'local_title', 'local_body', 'published_at', 'id'],
};
