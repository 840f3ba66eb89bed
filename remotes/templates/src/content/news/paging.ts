/** News per page (SPEC §9 pagination default). */
export const PER_PAGE = 10;

/** The page a `?page=` value asks for, within 1..last (anything else → 1). */
export function pageOf(raw: string | null, total: number): number {
  const last = Math.max(1, Math.ceil(total / PER_PAGE));
  const n = Number(raw);
  return Number.isInteger(n) && n >= 1 && n <= last ? n : 1;
}
