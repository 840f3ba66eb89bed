/**
 * The sportsbook's query keys (the `queryKeys` factory style of @site/shared/data): a player's bets carry
 * `{ account }`, so the host drops them on logout; a bet invalidates `history` of that account.
 */
export const sportsbookKeys = {
  events: () => ['sportsbook', 'events'] as const,
  history: (account: string, filters: object = {}) =>
    ['sportsbook', 'history', { account }, filters] as const,
  allHistory: (account: string) => ['sportsbook', 'history', { account }] as const,
};
