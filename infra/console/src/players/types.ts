import type { Bet } from '@site/shared';

/** The console's answers about players and bets (infra/src/console/routes-players.ts, docs/console.md). */
export type PlayerStatus = 'ACTIVE' | 'BLOCK' | 'CLOSE';

export interface PlayerItem {
  id: number;
  account_id: string;
  domain_name: string;
  site_name: string;
  currency: string;
  full_name: string;
  contact_email: string;
  contact_phone: string;
  status: PlayerStatus;
  vip_level: number;
  balance: number;
  held: number;
  created_at: string;
  last_seen_at: string | null;
}

export interface Paged<T> {
  items: T[];
  total: number;
  page: number;
  page_size: number;
}

export interface DepositLimitState {
  period: 'day' | 'week' | 'month';
  amount: number | null;
  used: number;
  remaining: number | null;
  pending: { amount: number | null; effective_at: string } | null;
}

export interface PlayerDetail {
  player: PlayerItem;
  responsible: {
    reality_check: number | null;
    own_exclusion: { kind: 'time_out' | 'self_exclusion'; until: string } | null;
    exclusion: { key: 'timeOutActive' | 'selfExcluded'; until: string } | null;
    deposit_limits: DepositLimitState[];
  };
  sessions: {
    id: string;
    device: string;
    user_agent: string;
    ip: string;
    created_at: string;
    last_seen_at: string;
    expires_at: string;
  }[];
  console_bonuses: { count: number; total: number };
  open_bets: number;
  /** what this staff member's role may send in one bonus: minor units, null = no limit, 0 = none */
  bonus_limit: number | null;
}

export interface LedgerItem {
  id: number;
  kind: string;
  amount: number;
  balance_after: number;
  ref: string;
  created_at: string;
}

export interface OpenBet extends Bet {
  player_id: number;
  account_id: string;
  domain_name: string;
  currency: string;
}

export const PLAYERS_KEY = ['console', 'players'] as const;
export const BETS_KEY = ['console', 'bets'] as const;
