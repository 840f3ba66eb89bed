import { skipToken, useQuery } from '@site/shared/query';
import { callValue, queryKeys, siteRef, useAuthRef, type CatalogueGame } from '@site/shared';

/**
 * The catalogue entry of `?game_code=` (/api/product/games searched by the code, then the exact code picked out),
 * or null when the catalogue has no such game. Guests and players alike: it decides which notice /playnow shows.
 */
export function useGameInfo(code: string) {
  const filters = { search: code, page: 1, page_size: 20 };
  return useQuery({
    // its own key: the lobby's catalogue key holds whole pages
    queryKey: [...queryKeys.games.all, 'info', code],
    queryFn: code
      ? async (): Promise<CatalogueGame | null> => {
          const page = await callValue('/api/product/games', { ...siteRef(), ...filters });
          return page.items.find((g) => g.game_code === code) ?? null;
        }
      : skipToken,
    meta: { errors: 'silent' },
    staleTime: 60_000,
  });
}

/**
 * Launches a game for the signed-in player (/api/product/launch): a fresh game token in the client's URL. Each
 * visit launches once (no cache, no refetch: a token is not shared between two frames); `enabled` waits for the
 * catalogue to say the game is launchable.
 */
export function useLaunch(code: string, enabled: boolean) {
  const ref = useAuthRef();
  return useQuery({
    queryKey: ['games', 'launch', code, ref?.account_id ?? ''],
    queryFn: ref && enabled ? () => callValue('/api/product/launch', { ...ref, game_code: code }) : skipToken,
    meta: { errors: 'silent' },
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}
