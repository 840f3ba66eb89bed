// Written by bench/peer/build.ts from each remote’s module-federation.config.ts `exposes`: do not edit.
export const MODULES: Record<string, Record<string, () => Promise<unknown>>> = {
  account: {
    './LoginPage': () =>
      import(
        /* webpackChunkName: "account--LoginPage" */ '../../../remotes/account/src/features/login/LoginPage'
      ),
    './LoginForm': () =>
      import(
        /* webpackChunkName: "account--LoginForm" */ '../../../remotes/account/src/features/login/LoginForm'
      ),
    './AccountPage': () =>
      import(
        /* webpackChunkName: "account--AccountPage" */ '../../../remotes/account/src/features/overview/AccountPage'
      ),
    './ForgotPasswordPage': () =>
      import(
        /* webpackChunkName: "account--ForgotPasswordPage" */ '../../../remotes/account/src/features/forgot-password/ForgotPasswordPage'
      ),
    './ForgotPasswordForm': () =>
      import(
        /* webpackChunkName: "account--ForgotPasswordForm" */ '../../../remotes/account/src/features/forgot-password/ForgotPasswordForm'
      ),
    './InboxPage': () =>
      import(
        /* webpackChunkName: "account--InboxPage" */ '../../../remotes/account/src/features/inbox/InboxPage'
      ),
    './VipPage': () =>
      import(/* webpackChunkName: "account--VipPage" */ '../../../remotes/account/src/features/vip/VipPage'),
    './MissionsPage': () =>
      import(
        /* webpackChunkName: "account--MissionsPage" */ '../../../remotes/account/src/features/missions/MissionsPage'
      ),
    './ReferralPage': () =>
      import(
        /* webpackChunkName: "account--ReferralPage" */ '../../../remotes/account/src/features/referral/ReferralPage'
      ),
    './RegisterPage': () =>
      import(
        /* webpackChunkName: "account--RegisterPage" */ '../../../remotes/account/src/features/register/RegisterPage'
      ),
    './ProfilePage': () =>
      import(
        /* webpackChunkName: "account--ProfilePage" */ '../../../remotes/account/src/features/profile/ProfilePage'
      ),
    './EditProfilePage': () =>
      import(
        /* webpackChunkName: "account--EditProfilePage" */ '../../../remotes/account/src/features/profile/EditProfilePage'
      ),
    './ChangePasswordPage': () =>
      import(
        /* webpackChunkName: "account--ChangePasswordPage" */ '../../../remotes/account/src/features/change-password/ChangePasswordPage'
      ),
    './SecurityPage': () =>
      import(
        /* webpackChunkName: "account--SecurityPage" */ '../../../remotes/account/src/features/security/SecurityPage'
      ),
    './RealityCheck': () =>
      import(
        /* webpackChunkName: "account--RealityCheck" */ '../../../remotes/account/src/features/reality-check/RealityCheck'
      ),
  },
  games: {
    './HotGames': () =>
      import(/* webpackChunkName: "games--HotGames" */ '../../../remotes/games/src/features/hot/HotGames'),
    './LobbyPage': () =>
      import(
        /* webpackChunkName: "games--LobbyPage" */ '../../../remotes/games/src/features/lobby/LobbyPage'
      ),
    './LobbyPrefetch': () =>
      import(
        /* webpackChunkName: "games--LobbyPrefetch" */ '../../../remotes/games/src/features/lobby/LobbyPrefetch'
      ),
    './LeaderboardPage': () =>
      import(
        /* webpackChunkName: "games--LeaderboardPage" */ '../../../remotes/games/src/features/leaderboard/LeaderboardPage'
      ),
    './PlayNowPage': () =>
      import(
        /* webpackChunkName: "games--PlayNowPage" */ '../../../remotes/games/src/features/playnow/PlayNowPage'
      ),
    './MinigamePage': () =>
      import(
        /* webpackChunkName: "games--MinigamePage" */ '../../../remotes/games/src/features/minigame/MinigamePage'
      ),
    './SpinPage': () =>
      import(
        /* webpackChunkName: "games--SpinPage" */ '../../../remotes/games/src/features/minigame/SpinPage'
      ),
  },
  sportsbook: {
    './BetSelection': () =>
      import(
        /* webpackChunkName: "sportsbook--BetSelection" */ '../../../remotes/sportsbook/src/features/selection/BetSelection'
      ),
    './SportsPage': () =>
      import(
        /* webpackChunkName: "sportsbook--SportsPage" */ '../../../remotes/sportsbook/src/features/sports/SportsPage'
      ),
    './BetHistoryPage': () =>
      import(
        /* webpackChunkName: "sportsbook--BetHistoryPage" */ '../../../remotes/sportsbook/src/features/history/BetHistoryPage'
      ),
  },
  templates: {
    './Layout': () =>
      import(/* webpackChunkName: "templates--Layout" */ '../../../remotes/templates/src/layouts/Layout'),
    './HomePage': () =>
      import(/* webpackChunkName: "templates--HomePage" */ '../../../remotes/templates/src/home/HomePage'),
    './HomePrefetch': () =>
      import(
        /* webpackChunkName: "templates--HomePrefetch" */ '../../../remotes/templates/src/home/HomePrefetch'
      ),
    './CmsPage': () =>
      import(
        /* webpackChunkName: "templates--CmsPage" */ '../../../remotes/templates/src/content/cms/CmsPage'
      ),
    './PromotionsPage': () =>
      import(
        /* webpackChunkName: "templates--PromotionsPage" */ '../../../remotes/templates/src/content/promotions/PromotionsPage'
      ),
    './NewsPage': () =>
      import(
        /* webpackChunkName: "templates--NewsPage" */ '../../../remotes/templates/src/content/news/NewsPage'
      ),
    './ContactPage': () =>
      import(
        /* webpackChunkName: "templates--ContactPage" */ '../../../remotes/templates/src/content/contact/ContactPage'
      ),
    './DownloadPage': () =>
      import(
        /* webpackChunkName: "templates--DownloadPage" */ '../../../remotes/templates/src/content/download/DownloadPage'
      ),
    './ReviewPage': () =>
      import(
        /* webpackChunkName: "templates--ReviewPage" */ '../../../remotes/templates/src/content/review/ReviewPage'
      ),
    './Preloader': () =>
      import(
        /* webpackChunkName: "templates--Preloader" */ '../../../remotes/templates/src/preloader/Preloader'
      ),
    './PreloaderPage': () =>
      import(
        /* webpackChunkName: "templates--PreloaderPage" */ '../../../remotes/templates/src/preloader/PreloaderPage'
      ),
  },
  wallet: {
    './HeaderBalance': () =>
      import(
        /* webpackChunkName: "wallet--HeaderBalance" */ '../../../remotes/wallet/src/features/balance/HeaderBalance'
      ),
    './DepositPage': () =>
      import(
        /* webpackChunkName: "wallet--DepositPage" */ '../../../remotes/wallet/src/features/deposit/DepositPage'
      ),
    './WithdrawalPage': () =>
      import(
        /* webpackChunkName: "wallet--WithdrawalPage" */ '../../../remotes/wallet/src/features/withdrawal/WithdrawalPage'
      ),
    './BankDetailsPage': () =>
      import(
        /* webpackChunkName: "wallet--BankDetailsPage" */ '../../../remotes/wallet/src/features/banks/BankDetailsPage'
      ),
    './AddBankPage': () =>
      import(
        /* webpackChunkName: "wallet--AddBankPage" */ '../../../remotes/wallet/src/features/banks/AddBankPage'
      ),
    './TransactionHistoryPage': () =>
      import(
        /* webpackChunkName: "wallet--TransactionHistoryPage" */ '../../../remotes/wallet/src/features/history/TransactionHistoryPage'
      ),
    './StatementPage': () =>
      import(
        /* webpackChunkName: "wallet--StatementPage" */ '../../../remotes/wallet/src/features/statement/StatementPage'
      ),
    './BankingPage': () =>
      import(
        /* webpackChunkName: "wallet--BankingPage" */ '../../../remotes/wallet/src/features/banking/BankingPage'
      ),
  },
};
