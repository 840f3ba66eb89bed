const KEY = 'site:preview-token';
/** Where older builds kept the operator's admin token; removed on sight (issue 9 §2). */
const LEGACY_KEY = 'site:preview';

/**
 * Operator preview (docs/operations.md): `/?preview=<token>` renders the site in the template × colour the
 * token names. The token is minted by the operator API (`/api/operator/preview_token`): short-lived, signed,
 * read-only, for this site only — never the admin token. It is taken out of the address bar at once (so it is
 * not bookmarked, shared or sent as a referrer) and kept for this tab's session so navigation stays in the
 * preview.
 */
export function previewRequest(): { preview_token?: string } {
  sessionStorage.removeItem(LEGACY_KEY);
  const url = new URL(location.href);
  const fromUrl = url.searchParams.get('preview');
  if (fromUrl !== null) {
    url.searchParams.delete('preview');
    history.replaceState(history.state, '', url.pathname + url.search + url.hash);
    if (fromUrl) sessionStorage.setItem(KEY, fromUrl);
    else sessionStorage.removeItem(KEY);
  }
  const token = sessionStorage.getItem(KEY);
  return token ? { preview_token: token } : {};
}

/** An expired or refused preview is forgotten, so the next page load shows the site as it is. */
export function endPreview(): void {
  sessionStorage.removeItem(KEY);
}
