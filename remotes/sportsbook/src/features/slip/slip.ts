/**
 * The bet slip's rules (issue 14 point 5), pure and unit-tested (slip.test.ts): singles (one bet per leg, each with
 * its stake) or a parlay (2–10 legs of different events, one stake, the product of the legs' odds rounded down
 * to thousandths as the server does), stake limits, potential payout, and odds that moved since a leg was added.
 * The slip lives in session storage so it survives a reload of the tab.
 */
import type { BetSelection } from '@site/shared';
import { formatOdds, type OddsFormat } from '../odds/odds';

/** One pick on the slip: what the server needs (selection_id, odds) and what the player reads. */
export interface SlipLeg {
  selection_id: number;
  event_id: number;
  /** the market's bet type (a single is placed as this type) */
  bet_type: string;
  /** the selection for display (selectionText) */
  selection: BetSelection;
  /** the odds the player accepted */
  odds: number;
  starts_at: string;
}

export type SlipMode = 'single' | 'parlay';

export interface Slip {
  legs: SlipLeg[];
  mode: SlipMode;
  /** stake text per selection_id (singles) and for the parlay, as typed */
  stakes: Record<string, string>;
  parlayStake: string;
  /** take the new price automatically when it moves */
  acceptChanges: boolean;
}

export const EMPTY_SLIP: Slip = {
  legs: [],
  mode: 'single',
  stakes: {},
  parlayStake: '',
  acceptChanges: false,
};
export const PARLAY_MIN = 2;
export const PARLAY_MAX = 10;
/** Stake limits in minor units: the API's (place_bet `stake` 100–100,000,000). */
export const STAKE_MIN = 100;
export const STAKE_MAX = 100_000_000;
/** Highest combined odds of a bet: the server's MAX_BET_ODDS (infra/src/api/domain/prices.ts) refuses above it. */
export const MAX_ODDS = 1000;

/** Adds a pick, or removes it when it is already on the slip (a price button toggles). */
export function toggleLeg(slip: Slip, leg: SlipLeg): Slip {
  if (slip.legs.some((l) => l.selection_id === leg.selection_id)) return removeLeg(slip, leg.selection_id);
  return { ...slip, legs: [...slip.legs, leg] };
}

export function removeLeg(slip: Slip, selectionId: number): Slip {
  const stakes = { ...slip.stakes };
  delete stakes[String(selectionId)];
  return { ...slip, legs: slip.legs.filter((l) => l.selection_id !== selectionId), stakes };
}

/**
 * Why the slip's parlay cannot be placed, or null: too few or too many legs, two legs of one event, combined odds
 * above the server's cap (MAX_ODDS, compared in thousandths as the server does).
 */
export function parlayProblem(
  legs: SlipLeg[],
): 'parlayTooFew' | 'parlayTooMany' | 'parlaySameEvent' | 'parlayOddsTooHigh' | null {
  if (legs.length < PARLAY_MIN) return 'parlayTooFew';
  if (legs.length > PARLAY_MAX) return 'parlayTooMany';
  if (new Set(legs.map((l) => l.event_id)).size !== legs.length) return 'parlaySameEvent';
  if (oddsTooHigh(parlayOdds(legs))) return 'parlayOddsTooHigh';
  return null;
}

/** Combined odds the server refuses (above MAX_ODDS; exactly 1,000.000 is taken). */
export function oddsTooHigh(odds: number): boolean {
  return Math.round(odds * 1000) > MAX_ODDS * 1000;
}

/**
 * Combined odds as the slip shows them, decimal: the server's own figure — thousandths, so 20.496 reads 20.496
 * (never rounded up to 20.50, which would promise more than the server pays: it pays floor(stake × 20.496)) —
 * with at least 2 decimals and thousands separators (`1,000.00`).
 */
export function formatCombinedDecimal(odds: number): string {
  const milli = Math.round(odds * 1000);
  const whole = String(Math.floor(milli / 1000)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const frac = String(milli % 1000).padStart(3, '0');
  return `${whole}.${frac.endsWith('0') ? frac.slice(0, 2) : frac}`;
}

/** Combined odds of a parlay as the server computes them (thousandths, each step rounded down). */
export function parlayOdds(legs: SlipLeg[]): number {
  let milli = 1000;
  for (const l of legs) milli = Math.floor((milli * Math.round(l.odds * 1000)) / 1000);
  return milli / 1000;
}

/**
 * Combined odds in the player's format, thousands separated like the slip's other figures: decimal is the
 * server's exact figure (formatCombinedDecimal); the other formats are views of it (formatOdds).
 */
export function formatCombined(odds: number, format: OddsFormat): string {
  if (format === 'decimal') return formatCombinedDecimal(odds);
  const [whole, frac] = formatOdds(odds, format).split('.');
  const grouped = whole!.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return frac === undefined ? grouped : `${grouped}.${frac}`;
}

/** What a stake returns if the bet wins, in minor units (floor(stake × odds), as the server pays). */
export function potentialPayout(stakeMinor: number, odds: number): number {
  return Math.floor((stakeMinor * Math.round(odds * 1000)) / 1000);
}

/**
 * The potential payout the slip shows for a stake as typed, or null — no figure — while the stake is invalid
 * (empty, not a number, below the minimum, above the maximum or the balance) or the odds cannot be bet (null, or
 * a parlay above MAX_ODDS): an absurd stake or an impossible parlay never shows an absurd payout.
 */
export function shownPayout(
  text: string,
  odds: number | null,
  balance: number | null,
  limits: StakeLimits = API_STAKE_LIMITS,
): number | null {
  if (odds === null || oddsTooHigh(odds)) return null;
  const minor = stakeMinor(text);
  if (minor === null || stakeProblem(minor, balance, limits)) return null;
  return potentialPayout(minor, odds);
}

/** A stake's problem against the limits and the balance (minor units), or null. */
export interface StakeLimits {
  min: number;
  max: number;
}

/** The API's own bounds of a stake (a site's limits, from bet_limits, lie within them). */
export const API_STAKE_LIMITS: StakeLimits = { min: STAKE_MIN, max: STAKE_MAX };

/** What is wrong with a stake (minor units) on this site, or null. */
export function stakeProblem(
  stakeMinor: number | null,
  balance: number | null,
  limits: StakeLimits = API_STAKE_LIMITS,
): 'stakeRequired' | 'stakeTooLow' | 'stakeTooHigh' | 'stakeOverBalance' | null {
  if (stakeMinor === null || stakeMinor <= 0) return 'stakeRequired';
  if (stakeMinor < limits.min) return 'stakeTooLow';
  if (stakeMinor > limits.max) return 'stakeTooHigh';
  if (balance !== null && stakeMinor > balance) return 'stakeOverBalance';
  return null;
}

/** Stake text (major units, up to 2 decimals) → minor units, or null. */
export function stakeMinor(text: string): number | null {
  const t = text.trim();
  if (!/^\d+(\.\d{1,2})?$/.test(t)) return null;
  return Math.round(Number(t) * 100);
}

/** A slip leg whose market changed since it was added: its price moved, it is suspended for now, or it is gone. */
export interface PriceChange {
  selection_id: number;
  kind: 'moved' | 'suspended' | 'closed';
  from: number;
  /** the new odds (moved), else null */
  to: number | null;
}

/**
 * Prices of the slip's legs against the current market (`current`: selection_id → odds of the listed markets;
 * listed but not open = suspended, e.g. for a few ticks after a goal, and it comes back; absent = closed or no
 * longer offered). Returns the legs whose price moved, that are suspended or that are closed.
 */
export function priceChanges(
  legs: SlipLeg[],
  current: Map<number, { odds: number; open: boolean }>,
): PriceChange[] {
  const out: PriceChange[] = [];
  for (const l of legs) {
    const now = current.get(l.selection_id);
    const base = { selection_id: l.selection_id, from: l.odds };
    if (!now) out.push({ ...base, kind: 'closed', to: null });
    else if (!now.open) out.push({ ...base, kind: 'suspended', to: null });
    else if (Math.round(now.odds * 1000) !== Math.round(l.odds * 1000))
      out.push({ ...base, kind: 'moved', to: now.odds });
  }
  return out;
}

/** The slip with the current prices taken (the player re-confirmed, or accepts changes automatically). */
export function acceptPrices(slip: Slip, current: Map<number, { odds: number; open: boolean }>): Slip {
  return {
    ...slip,
    legs: slip.legs.map((l) => {
      const now = current.get(l.selection_id);
      return now && now.open ? { ...l, odds: now.odds } : l;
    }),
  };
}

const KEY = 'sportsbook.slip';

/** The slip of this tab (session storage), or an empty one; anything malformed is dropped. */
export function loadSlip(storage: Pick<Storage, 'getItem'> | null): Slip {
  try {
    const raw = storage?.getItem(KEY);
    if (!raw) return EMPTY_SLIP;
    const v = JSON.parse(raw) as Partial<Slip>;
    if (!Array.isArray(v.legs)) return EMPTY_SLIP;
    const legs = v.legs.filter(
      (l): l is SlipLeg =>
        typeof l === 'object' &&
        l !== null &&
        Number.isInteger(l.selection_id) &&
        Number.isInteger(l.event_id) &&
        typeof l.odds === 'number' &&
        typeof l.bet_type === 'string' &&
        typeof l.selection === 'object' &&
        l.selection !== null,
    );
    return {
      legs: legs.slice(0, PARLAY_MAX + 5),
      mode: v.mode === 'parlay' ? 'parlay' : 'single',
      stakes: typeof v.stakes === 'object' && v.stakes ? (v.stakes as Record<string, string>) : {},
      parlayStake: typeof v.parlayStake === 'string' ? v.parlayStake : '',
      acceptChanges: v.acceptChanges === true,
    };
  } catch {
    return EMPTY_SLIP;
  }
}

export function saveSlip(storage: Pick<Storage, 'setItem'> | null, slip: Slip): void {
  try {
    storage?.setItem(KEY, JSON.stringify(slip));
  } catch {
    /* storage full or blocked: the slip lasts for this page */
  }
}
