const KEY = 'site:preview';

/**
 * Operator preview (docs/operations.md): `?preview_theme=slot3&preview_color=jungle&preview_token=…` renders
 * the site in another template × colour. Kept for the tab's session so navigation stays in the preview.
 */
export function previewRequest(): { preview_theme?: string; preview_color?: string; preview_token?: string } {
  const q = new URLSearchParams(location.search);
  if (q.has('preview_token')) {
    const p = {
      preview_theme: q.get('preview_theme') ?? undefined,
      preview_color: q.get('preview_color') ?? undefined,
      preview_token: q.get('preview_token') ?? undefined,
    };
    sessionStorage.setItem(KEY, JSON.stringify(p));
    return p;
  }
  try {
    return JSON.parse(sessionStorage.getItem(KEY) ?? '{}') as ReturnType<typeof previewRequest>;
  } catch {
    return {};
  }
}
