import { isArray, useSiteCall } from './use-site-call';

/** /api/content/news → [{id, title, body, published_at}]. */
export interface NewsItem {
  id: string | number;
  title: string;
  body: string;
  published_at: string;
}

function isNews(v: unknown): v is NewsItem[] {
  return isArray(v) && v.every((n) => typeof n === 'object' && n !== null && 'title' in n);
}

export function useNews(): NewsItem[] | null {
  const s = useSiteCall('/api/content/news', isNews);
  return s.status === 'ok' ? s.value : s.status === 'failed' ? [] : null;
}
