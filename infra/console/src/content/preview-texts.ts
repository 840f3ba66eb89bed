/**
 * What the preview shows of a promotion or news article in a language: for the local tab (the PHP and CN player
 * pages) the local title and body, each falling back to the English one when blank — as the player pages do
 * (remotes/templates/src/content/localized.ts).
 */
export function previewTexts(
  f: Record<string, string | boolean | undefined>,
  lang: 'en' | 'local',
): { title: string; body: string } {
  const s = (k: string) => String(f[k] ?? '');
  if (lang === 'en') return { title: s('title'), body: s('body') };
  return {
    title: s('local_title').trim() ? s('local_title') : s('title'),
    body: s('local_body').trim() ? s('local_body') : s('body'),
  };
}
