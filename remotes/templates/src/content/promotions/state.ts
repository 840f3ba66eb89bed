import type { Promotion } from '@site/shared';

export type PromotionState = 'upcoming' | 'running' | 'ended';

/**
 * Where a promotion stands at `now` (ms, the server's clock): before `starts_at` it is upcoming, after `ends_at`
 * it has ended, else (or with no period) it runs — the same rule the API applies to a claim (both ends inclusive).
 */
export function promotionState(p: Pick<Promotion, 'starts_at' | 'ends_at'>, now: number): PromotionState {
  if (p.starts_at && now < Date.parse(p.starts_at)) return 'upcoming';
  if (p.ends_at && now > Date.parse(p.ends_at)) return 'ended';
  return 'running';
}
