import type { NewsItem } from '@site/shared';

/**
 * Promotions and news per language (issue 17 §5): beside the English `title` / `body` the operator may write a
 * `local_title` / `local_body` in the site's local language. Like a CMS block's body (`bodyFor`, CmsPage), the
 * PHP and CN pages show the local text when the operator wrote one (not blank), else the English one; each of
 * title and body on its own.
 */
export type LocalTexts = Pick<NewsItem, 'title' | 'body' | 'local_title' | 'local_body'>;

/** Whether a player language shows the local texts (EN is the English page). */
export const showsLocal = (language: string) => language === 'PHP' || language === 'CN';

/** The item with `title` and `body` in the player's language (the local ones on PHP / CN when not blank). */
export function inLanguage<T extends LocalTexts>(item: T, language: string): T {
  if (!showsLocal(language)) return item;
  const title = String(item.local_title ?? '');
  const body = String(item.local_body ?? '');
  return { ...item, title: title.trim() ? title : item.title, body: body.trim() ? body : item.body };
}
