import { isArray, isObject, useSiteCall } from './use-site-call';

/** /api/settings/top10winner_withdrawal (SPEC §3 top-10 stats). Amounts in minor units. */
export interface Top10 {
  withrawal: { account_id: string; amount: number }[];
  winner: { account_id: string; amount: number; game_name: string }[];
  hour_withdrawal: number;
  registered_player: number;
  active_player: number;
  deposited_player: number;
}

function isTop10(v: unknown): v is Top10 {
  return isObject(v) && isArray(v.winner) && isArray(v.withrawal);
}

/** null while loading, undefined when the call failed. */
export function useTop10(): Top10 | null | undefined {
  const s = useSiteCall('/api/settings/top10winner_withdrawal', isTop10);
  return s.status === 'ok' ? s.value : s.status === 'failed' ? undefined : null;
}

/** Player ids are partly masked on public boards: `ab***yz`. */
export function maskId(id: string): string {
  if (id.length <= 4) return `${id.slice(0, 1)}***`;
  return `${id.slice(0, 2)}***${id.slice(-2)}`;
}
