/**
 * Type-level check, run by `tsc` (never executed): every component a remote exposes accepts the props the
 * contract's exposes map (`RemoteExposes` in @site/shared) declares for it. Change a component's props without
 * the map, or the map without the component, and type-checking fails here.
 */
import type { ComponentType } from 'react';
import type { RemoteExposes } from '@site/shared';
import type AccountPage from '../../remotes/account/src/features/overview/AccountPage';
import type ForgotPasswordForm from '../../remotes/account/src/features/forgot-password/ForgotPasswordForm';
import type ForgotPasswordPage from '../../remotes/account/src/features/forgot-password/ForgotPasswordPage';
import type LoginForm from '../../remotes/account/src/features/login/LoginForm';
import type LoginPage from '../../remotes/account/src/features/login/LoginPage';
import type RealityCheck from '../../remotes/account/src/features/reality-check/RealityCheck';
import type HotGames from '../../remotes/games/src/features/hot/HotGames';
import type LobbyPage from '../../remotes/games/src/features/lobby/LobbyPage';
import type LeaderboardPage from '../../remotes/games/src/features/leaderboard/LeaderboardPage';
import type PlayNowPage from '../../remotes/games/src/features/playnow/PlayNowPage';
import type MinigamePage from '../../remotes/games/src/features/minigame/MinigamePage';
import type SpinPage from '../../remotes/games/src/features/minigame/SpinPage';
import type BetSelection from '../../remotes/sportsbook/src/features/selection/BetSelection';
import type SportsPage from '../../remotes/sportsbook/src/features/sports/SportsPage';
import type BetHistoryPage from '../../remotes/sportsbook/src/features/history/BetHistoryPage';
import type HomePage from '../../remotes/templates/src/home/HomePage';
import type CmsPage from '../../remotes/templates/src/content/cms/CmsPage';
import type NewsPage from '../../remotes/templates/src/content/news/NewsPage';
import type ContactPage from '../../remotes/templates/src/content/contact/ContactPage';
import type DownloadPage from '../../remotes/templates/src/content/download/DownloadPage';
import type ReviewPage from '../../remotes/templates/src/content/review/ReviewPage';
import type PromotionsPage from '../../remotes/templates/src/content/promotions/PromotionsPage';
import type Layout from '../../remotes/templates/src/layouts/Layout';
import type Preloader from '../../remotes/templates/src/preloader/Preloader';
import type PreloaderPage from '../../remotes/templates/src/preloader/PreloaderPage';
import type DepositPage from '../../remotes/wallet/src/features/deposit/DepositPage';
import type HeaderBalance from '../../remotes/wallet/src/features/balance/HeaderBalance';
import type WithdrawalPage from '../../remotes/wallet/src/features/withdrawal/WithdrawalPage';
import type BankDetailsPage from '../../remotes/wallet/src/features/banks/BankDetailsPage';
import type AddBankPage from '../../remotes/wallet/src/features/banks/AddBankPage';
import type TransactionHistoryPage from '../../remotes/wallet/src/features/history/TransactionHistoryPage';
import type StatementPage from '../../remotes/wallet/src/features/statement/StatementPage';
import type BankingPage from '../../remotes/wallet/src/features/banking/BankingPage';

/** What the map requires: each module a component that accepts the declared props. */
type Required = {
  [R in keyof RemoteExposes]: { [M in keyof RemoteExposes[R]]: ComponentType<RemoteExposes[R][M]> };
};

/** What the remotes actually export. */
interface Found {
  account: {
    './LoginPage': typeof LoginPage;
    './LoginForm': typeof LoginForm;
    './AccountPage': typeof AccountPage;
    './ForgotPasswordPage': typeof ForgotPasswordPage;
    './ForgotPasswordForm': typeof ForgotPasswordForm;
    './RealityCheck': typeof RealityCheck;
  };
  wallet: {
    './HeaderBalance': typeof HeaderBalance;
    './DepositPage': typeof DepositPage;
    './WithdrawalPage': typeof WithdrawalPage;
    './BankDetailsPage': typeof BankDetailsPage;
    './AddBankPage': typeof AddBankPage;
    './TransactionHistoryPage': typeof TransactionHistoryPage;
    './StatementPage': typeof StatementPage;
    './BankingPage': typeof BankingPage;
  };
  games: {
    './HotGames': typeof HotGames;
    './LobbyPage': typeof LobbyPage;
    './LeaderboardPage': typeof LeaderboardPage;
    './PlayNowPage': typeof PlayNowPage;
    './MinigamePage': typeof MinigamePage;
    './SpinPage': typeof SpinPage;
  };
  sportsbook: {
    './BetSelection': typeof BetSelection;
    './SportsPage': typeof SportsPage;
    './BetHistoryPage': typeof BetHistoryPage;
  };
  templates: {
    './Layout': typeof Layout;
    './HomePage': typeof HomePage;
    './CmsPage': typeof CmsPage;
    './PromotionsPage': typeof PromotionsPage;
    './NewsPage': typeof NewsPage;
    './ContactPage': typeof ContactPage;
    './DownloadPage': typeof DownloadPage;
    './ReviewPage': typeof ReviewPage;
    './Preloader': typeof Preloader;
    './PreloaderPage': typeof PreloaderPage;
  };
}

declare const found: Found;
/** Fails type-checking, naming the module, when a component does not accept what the map declares. */
export const checked: Required = found;
