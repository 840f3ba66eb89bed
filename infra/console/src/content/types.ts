import { consoleGet, consolePost } from '../api';

/** The content routes' answers (infra/src/console/routes-content.ts, docs/console.md "Content"). */
export type Kind = 'cms' | 'promotions' | 'news';
export const KINDS: readonly Kind[] = ['cms', 'promotions', 'news'];
export type State = 'draft' | 'published';

/** A change to a published item, kept aside while players still get the published version. */
export interface PendingDraft {
  fields: Record<string, unknown>;
  saved_at: string;
  saved_by: string;
}

interface Common {
  state: State | null;
  updated_at: string | null;
  updated_by: string;
  draft: PendingDraft | null;
  /** sent back with a change: another operator's change meanwhile is refused (409 staleView), not overwritten */
  version: number;
  /** what players get now */
  live: boolean;
}
export interface CmsItem extends Common {
  key: string;
  written: boolean;
  status: boolean;
  en_body: string;
  local_body: string;
}
export interface PromotionItem extends Common {
  id: number;
  title: string;
  body: string;
  image: string;
  sort: number;
  starts_at: string | null;
  ends_at: string | null;
  bonus_amount: number;
  claims: number;
}
export interface NewsItem extends Common {
  id: number;
  title: string;
  body: string;
  published_at: string;
}
export type Item = CmsItem | PromotionItem | NewsItem;

export interface ContentSite {
  domain_name: string;
  site_name: string;
  language: string;
  theme_code: string;
  theme_color: string;
}

export interface ItemList<T extends Item = Item> {
  domain_name: string;
  player_url: string;
  items: T[];
}

export const CONTENT_KEY = ['console', 'content'] as const;
export const listKey = (domain: string, kind: Kind) => [...CONTENT_KEY, domain, kind] as const;

const base = (domain: string) => `/content/${encodeURIComponent(domain)}`;
export const fetchContentSites = () => consoleGet<{ items: ContentSite[] }>('/content/sites');
export const fetchItems = (domain: string, kind: Kind) => consoleGet<ItemList>(`${base(domain)}/${kind}`);

/** Save (`publish` false: a draft), then publish / unpublish / discard / delete of a stored item. */
export function saveItem(domain: string, kind: Kind, idOrKey: string | null, body: Record<string, unknown>) {
  const path = kind === 'cms' ? `${base(domain)}/cms/${idOrKey}` : `${base(domain)}/${kind}`;
  return consolePost<Item>(path, body);
}
export type Step = 'publish' | 'unpublish' | 'discard' | 'delete';
export function stepItem(domain: string, kind: Kind, idOrKey: string, step: Step, version: number) {
  return consolePost<Item | { deleted: true }>(
    `${base(domain)}/${kind}/${encodeURIComponent(idOrKey)}/${step}`,
    { version },
  );
}

export const itemId = (kind: Kind, item: Item) =>
  kind === 'cms' ? (item as CmsItem).key : String((item as PromotionItem | NewsItem).id);
