import { CATEGORY_SLUGS, POPUP_PROVIDERS, PROVIDER_SLUGS } from './constants';

/**
 * The game lobbies' routes (SPEC §2) and the category code each one lists (SPEC §9 category codes). `hot` lists
 * the hot games across categories. The SPEC §9 route slugs of a category are `CATEGORY_SLUGS`; `slug` here is
 * that slug, kept beside the route so one table answers both directions.
 */
export const LOBBY_ROUTES = [
  { path: '/slots', category: 'slot_game' },
  { path: '/casino', category: 'casino' },
  { path: '/poker', category: 'poker' },
  { path: '/bingo', category: 'bingo' },
  { path: '/crash', category: 'crash' },
  { path: '/fishing', category: 'fishing' },
  { path: '/lottery', category: 'lottery' },
  { path: '/sabong', category: 'sabong' },
  { path: '/horse-racing', category: 'horse_racing' },
  { path: '/hash-game', category: 'hash_game' },
  { path: '/arcade', category: 'arcade' },
  { path: '/hot', category: 'hot' },
] as const;

export type LobbyCategory = (typeof LOBBY_ROUTES)[number]['category'];

/** The category code a lobby route lists, or null for any other path. */
export function categoryOfPath(pathname: string): LobbyCategory | null {
  const path = pathname.replace(/\/+$/, '') || '/';
  return LOBBY_ROUTES.find((r) => r.path === path)?.category ?? null;
}

/** The lobby route of a category code (`slot_game` → `/slots`), or null when the category has no lobby. */
export function pathOfCategory(category: string): string | null {
  return LOBBY_ROUTES.find((r) => r.category === category)?.path ?? null;
}

/** The SPEC §9 route slug of a category code (`casino` → `livecasino`, `hot` → ''), or null if unknown. */
export function categorySlug(category: string): string | null {
  return Object.hasOwn(CATEGORY_SLUGS, category) ? (CATEGORY_SLUGS[category] ?? null) : null;
}

/** The category code of a SPEC §9 route slug (`livecasino` → `casino`, '' → `hot`), or null if unknown. */
export function categoryOfSlug(slug: string): string | null {
  const hit = Object.entries(CATEGORY_SLUGS).find(([, s]) => s === slug);
  return hit ? hit[0] : null;
}

/**
 * The provider code a `?provider=` value names within a category: a SPEC §9 provider slug (`pragmatic`) maps to
 * the one of its codes this category has (`PPLAY` in slots, `PPLAYLIVE` in live casino); a value that is
 * already one of `available` codes (any case) is taken as it is. Anything else → null (unknown provider).
 */
export function providerCodeFor(value: string, available: readonly string[]): string | null {
  const v = value.trim().toLowerCase();
  if (!v) return null;
  const direct = available.find((c) => c.toLowerCase() === v);
  if (direct) return direct;
  const codes = Object.hasOwn(PROVIDER_SLUGS, v) ? (PROVIDER_SLUGS[v] ?? []) : [];
  return codes.find((c) => available.includes(c)) ?? null;
}

/** The provider slug a code is linked by (`PPLAY` → `pragmatic`), or the code in lower case. */
export function providerSlugOf(code: string): string {
  const hit = Object.entries(PROVIDER_SLUGS).find(([, codes]) => codes.includes(code));
  return hit ? hit[0] : code.toLowerCase();
}

/** Whether a provider's games open in a popup window (SPEC §9 popup list). */
export function opensInPopup(providerCode: string): boolean {
  return POPUP_PROVIDERS.includes(providerCode);
}
