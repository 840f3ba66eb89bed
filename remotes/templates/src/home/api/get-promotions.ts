import { isArray, useSiteCall } from './use-site-call';

/** /api/content/promotions → [{id, title, body, image}] (image: a local SVG URL). */
export interface Promotion {
  id: string | number;
  title: string;
  body: string;
  image: string;
}

function isPromotions(v: unknown): v is Promotion[] {
  return isArray(v) && v.every((p) => typeof p === 'object' && p !== null && 'title' in p);
}

export function usePromotions() {
  const s = useSiteCall('/api/content/promotions', isPromotions);
  return s.status === 'ok' ? s.value : s.status === 'failed' ? [] : null;
}
