import { showsLocalTexts, useLayoutStore, type NewsItem } from '@site/shared';

/**
 * Promotions, news and CMS blocks per language (issue 17 §5, SPEC §1): beside the English `title` / `body` the
 * operator may write a `local_title` / `local_body` in the site's local language (`showsLocalTexts` in
 * `@site/shared`: the language of the site's market). A reader of that language sees the local texts when the
 * operator wrote them (not blank), each of title and body on its own; any other language reads the English ones.
 */
export type LocalTexts = Pick<NewsItem, 'title' | 'body' | 'local_title' | 'local_body'>;

/** Whether this page shows the operator's local texts (the player reads the site's local language). */
export function useShowsLocal(): boolean {
  const language = useLayoutStore((s) => s.language);
  const currency = useLayoutStore((s) => s.site?.currency);
  return showsLocalTexts(language, currency);
}

/** The item with `title` and `body` as this page shows them: the local ones when `local` and not blank. */
export function inLanguage<T extends LocalTexts>(item: T, local: boolean): T {
  if (!local) return item;
  const title = String(item.local_title ?? '');
  const body = String(item.local_body ?? '');
  return { ...item, title: title.trim() ? title : item.title, body: body.trim() ? body : item.body };
}
