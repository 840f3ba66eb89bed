/**
 * The operator's texts per language (SPEC §1, issue 17 §5): a CMS block, promotion, article or SEO record has
 * English texts and local ones, written in the site's local language — the language of the site's market, told by
 * its currency (a PHP site's local texts are Filipino, a CNY site's Chinese). A player reading that language is
 * shown the local texts (where the operator wrote them); any other language reads the English ones, EN being the
 * fallback: a Chinese reader of a Philippine site is not shown Filipino.
 */
export const LOCAL_LANGUAGE: Readonly<Record<string, string>> = {
  PHP: 'PHP',
  CNY: 'CN',
  IDR: 'IDR',
  MMK: 'MMK',
  MNT: 'MNT',
};

/** Whether a player reading `language` on a site of `currency` is shown the operator's local texts. */
export function showsLocalTexts(language: string, currency: string | undefined): boolean {
  return language !== 'EN' && LOCAL_LANGUAGE[currency ?? ''] === language;
}
