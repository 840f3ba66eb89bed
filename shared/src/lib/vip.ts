import type { VipLevelInfo } from '../api/types';

/**
 * VIP progress (SPEC §4): (starting amount + cycle amount) / amount needed for the next level, as a
 * percentage capped at 100; 0 if not computable.
 */
export function progressPercent(starting: unknown, cycle: unknown, needed: unknown): number {
  const s = Number(starting);
  const c = Number(cycle);
  const n = Number(needed);
  if (![s, c, n].every(Number.isFinite) || n <= 0) return 0;
  const pct = ((s + c) / n) * 100;
  if (!Number.isFinite(pct) || pct < 0) return 0;
  return Math.min(100, pct);
}

export interface VipInfo {
  totalDeposit: number;
  depoProgress: number;
  totalTurnover: number;
  toProgress: number;
  currentLevel: string;
  nextLevel: string;
}

export function vipInfo(level: VipLevelInfo | undefined): VipInfo | null {
  if (!level) return null;
  return {
    totalDeposit: level.starting_deposit + level.cycle_deposit,
    depoProgress: progressPercent(level.starting_deposit, level.cycle_deposit, level.deposit_next),
    totalTurnover: level.starting_turnover + level.cycle_turnover,
    toProgress: progressPercent(level.starting_turnover, level.cycle_turnover, level.turnover_next),
    currentLevel: level.vip_name,
    nextLevel: level.vip_name_next,
  };
}
