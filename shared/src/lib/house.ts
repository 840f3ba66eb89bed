/**
 * The house provider's games that have a game client (docs/provider.md), by catalogue game code: the client's
 * path under /provider/house/play/. Shared by the house server (which serves them and launches them) and the
 * /playnow page (which frames them, and opens their demo play for a guest).
 */
export const HOUSE_CLIENTS: Readonly<Record<string, string>> = {
  'HOUSE-SLOT-001': 'slot',
  'HOUSE-HASH-001': 'hash',
  'HOUSE-CRASH-001': 'crash',
};

export const HOUSE_PLAY_PATH = '/provider/house/play/';

/** The client path of a house game, or null when the game has no client. */
export function houseClientPath(gameCode: string): string | null {
  return Object.hasOwn(HOUSE_CLIENTS, gameCode) ? `${HOUSE_PLAY_PATH}${HOUSE_CLIENTS[gameCode]}` : null;
}

/** The message a house game client posts to its site page after a real round (validated by the page). */
export interface HouseBalanceMessage {
  source: 'house-game';
  type: 'balance';
  balance: number;
  round_id: string;
}
