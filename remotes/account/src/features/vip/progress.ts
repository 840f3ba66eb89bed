import { vipInfo, type VipInfo, type VipLevelInfo } from '@site/shared';

export interface VipStanding extends VipInfo {
  /** Minor units still needed for the next level; null at the top (no next level: not computable). */
  depositNeeded: number | null;
  turnoverNeeded: number | null;
}

/** The next level's threshold less the total so far, never below 0; null when there is no next level. */
export function stillNeeded(starting: number, cycle: number, next: number): number | null {
  if (!Number.isFinite(next) || next <= 0) return null;
  return Math.max(0, next - (starting + cycle));
}

/** The /vip page's figures from the first `nextLevel` item (SPEC §3, §4). */
export function vipStanding(level: VipLevelInfo | undefined): VipStanding | null {
  const info = vipInfo(level);
  if (!info || !level) return null;
  return {
    ...info,
    depositNeeded: stillNeeded(level.starting_deposit, level.cycle_deposit, level.deposit_next),
    turnoverNeeded: stillNeeded(level.starting_turnover, level.cycle_turnover, level.turnover_next),
  };
}
