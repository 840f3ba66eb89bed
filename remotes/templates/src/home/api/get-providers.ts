import { PROVIDER_SLUGS } from '@site/shared';
import { isArray, useSiteCall } from './use-site-call';

/** /api/product/providers → [{provider_code, category, count}]. */
export interface ProviderRow {
  provider_code: string;
  category: string;
  count: number;
}

function isProviders(v: unknown): v is ProviderRow[] {
  return isArray(v) && v.every((p) => typeof p === 'object' && p !== null && 'provider_code' in p);
}

/** The platform's known providers, shown (without counts) while the catalogue call is unavailable. */
const KNOWN: ProviderRow[] = Object.values(PROVIDER_SLUGS)
  .flat()
  .map((provider_code) => ({ provider_code, category: '', count: 0 }));

/** Providers merged across categories, most games first. */
export function useProviders(category?: string): ProviderRow[] | null {
  const s = useSiteCall('/api/product/providers', isProviders, category ? { category } : {});
  if (s.status === 'loading') return null;
  if (s.status === 'failed' || s.value.length === 0) return KNOWN;
  const merged = new Map<string, ProviderRow>();
  for (const row of s.value) {
    const prev = merged.get(row.provider_code);
    merged.set(row.provider_code, {
      provider_code: row.provider_code,
      category: prev ? prev.category : row.category,
      count: (prev?.count ?? 0) + Number(row.count || 0),
    });
  }
  return [...merged.values()].sort((a, b) => b.count - a.count);
}
