import { useUserStore, type MenuItem } from '@site/shared';
import { useT } from '../../i18n/messages';

/** The player's pages, in the order the account menu lists them (SPEC §2 routes). */
const ACCOUNT_PAGES = [
  ['account', '/account'],
  ['profile', '/profile'],
  ['inbox', '/inbox'],
  ['vip', '/vip'],
  ['mission', '/mission'],
  ['minigame', '/minigame'],
  ['referral', '/referral'],
  ['deposit', '/deposit'],
  ['withdrawal', '/withdrawal'],
  ['transactionHistory', '/transaction-history'],
  ['betHistory', '/bet-history'],
  ['security', '/security'],
] as const;

const NONE: MenuItem[] = [];

/**
 * The account menu for a signed-in player (none for a guest), titled in the page's language. NavLinks draws only
 * the items whose page this site serves, so a page a remote does not (yet) serve is simply absent.
 */
export function useAccountMenu(): MenuItem[] {
  const t = useT();
  const authed = useUserStore((s) => s.isAuthenticated);
  if (!authed) return NONE;
  return ACCOUNT_PAGES.map(([id, path]) => ({
    content_id: `account_${id}`,
    title: t(`accountMenu_${id}`),
    path,
    children: [],
  }));
}
