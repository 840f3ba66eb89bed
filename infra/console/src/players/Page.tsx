/**
 * The players section's pages, chosen by the address below /players (the frame routes `/players/*` here):
 * `/players` the search, `/players/<id>` a player's detail, `/players/bets` the open sportsbook bets.
 */
import { useLocation } from '@site/shared/router';
import { NotFound } from '../shell/pages';
import { BetsPage } from './Bets';
import { PlayerDetailPage } from './Detail';
import { SearchPage } from './Search';

export default function PlayersPage() {
  const { pathname } = useLocation();
  const rest = pathname.replace(/^\/players\/?/, '').replace(/\/$/, '');
  if (rest === '') return <SearchPage />;
  if (rest === 'bets') return <BetsPage />;
  if (/^\d{1,9}$/.test(rest)) return <PlayerDetailPage id={Number(rest)} />;
  return <NotFound />;
}
