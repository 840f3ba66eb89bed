/**
 * What a ledger movement's reference (the `detail` of a bet, win, refund or bonus on /transaction-history) means,
 * as a message key of the wallet namespace and its values; null for a reference this page does not know, which is
 * then shown as it is. The references are written by the API (infra: `post(…, ref)`): `bet:<id>` a sports bet,
 * `<PROVIDER>:<transaction>` a round of a casino game of that provider, `promotion:`, `mission:`, `spin:`,
 * `inbox:` and `console-bonus:` the bonuses. The CSV export keeps the references.
 */
export function movementDetail(ref: string): { key: string; values?: Record<string, string> } | null {
  const sports = /^bet:(\d+)$/.exec(ref);
  if (sports) return { key: 'detailSportsBet', values: { id: sports[1] as string } };
  const bonus = /^(promotion|mission|spin|inbox|console-bonus):/.exec(ref);
  if (bonus) return { key: BONUS[bonus[1] as keyof typeof BONUS] };
  const round = /^([A-Z][A-Z0-9_]*):\S+$/.exec(ref);
  if (round) return { key: 'detailGameRound', values: { provider: round[1] as string } };
  return null;
}

const BONUS = {
  promotion: 'detailPromotion',
  mission: 'detailMission',
  spin: 'detailSpin',
  inbox: 'detailInbox',
  'console-bonus': 'detailOperatorBonus',
} as const;
