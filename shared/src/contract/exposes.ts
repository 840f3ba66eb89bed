/**
 * Typed exposes: remote → exposed module → the props it takes. This is the contract for every component one
 * app renders from another (`<RemoteComponent>`, modal bodies): a wrong module name or a wrong prop fails
 * type-checking in the app that uses it, and `scripts/checks/exposes-types.ts` fails type-checking when a
 * remote's component no longer accepts the props declared here.
 *
 * Route pages (package.json `site.routes`) take no props and are named by the startup answer at run time, so
 * they need not be listed; a remote published later (remotes are data) renders its pages without being here.
 * `scripts/checks/exposes.test.ts` checks that every module listed exists in that remote's exposes, and that
 * every exposed module is either listed here or a route page.
 */
import type { BetSelection } from '../api/designed';
import type { LayoutProps } from '../federation/layout';
import type { QueryClient } from '../data/query';

/** What the modal stack passes every component it renders as a modal body. */
export interface ModalBodyProps {
  /** Closes the modal (e.g. after a successful sign-in). */
  onDone?: () => void;
}

/** What the shell hands a route's `prefetch` module (package.json `site.routes[].prefetch`). */
export interface RoutePrefetchContext {
  /** The URL being navigated to (path and query: the page's view). */
  url: URL;
  /** The page's one query cache: prefetch with the same query options the page uses, so the page finds them. */
  queryClient: QueryClient;
}

/**
 * The default export of a route's `prefetch` module: starts the first data calls of the page, in parallel with
 * the download of the page's own module. It must not throw and need not wait; a failed prefetch only means the
 * page makes its calls itself.
 */
export type RoutePrefetch = (ctx: RoutePrefetchContext) => void;

/** Route pages and other components that take no props. */
export type NoProps = Record<never, never>;

export interface LoginFormProps extends ModalBodyProps {
  /** `login` or `signin` (slot5's sign-in modal) — same form, different heading; `page` on /login. */
  variant?: 'login' | 'signin' | 'page';
}

export interface HotGamesProps {
  gameType?: string;
  title?: string;
}

export interface BetSelectionProps {
  /** The contract's bet selection (SPEC §3), as bet history and tickets carry it. */
  selection: BetSelection;
}

export interface PreloaderProps {
  template?: string;
  inline?: boolean;
  label?: string;
}

export interface RemoteExposes {
  account: {
    './LoginPage': NoProps;
    './LoginForm': LoginFormProps;
    './AccountPage': NoProps;
    './ForgotPasswordPage': NoProps;
    './ForgotPasswordForm': ModalBodyProps;
    /** The app-wide reality check: the shell mounts it for signed-in players; it opens its own modal. */
    './RealityCheck': NoProps;
  };
  wallet: {
    './HeaderBalance': NoProps;
    './DepositPage': NoProps;
    './WithdrawalPage': NoProps;
    './BankDetailsPage': NoProps;
    './AddBankPage': NoProps;
    './TransactionHistoryPage': NoProps;
    './StatementPage': NoProps;
    './BankingPage': NoProps;
  };
  games: {
    './HotGames': HotGamesProps;
    './LobbyPage': NoProps;
    './LeaderboardPage': NoProps;
    './PlayNowPage': NoProps;
    './MinigamePage': NoProps;
    './SpinPage': NoProps;
  };
  sportsbook: {
    './BetSelection': BetSelectionProps;
    './SportsPage': NoProps;
    './BetHistoryPage': NoProps;
  };
  templates: {
    './Layout': LayoutProps;
    './HomePage': NoProps;
    './CmsPage': NoProps;
    './PromotionsPage': NoProps;
    './NewsPage': NoProps;
    './ContactPage': NoProps;
    './DownloadPage': NoProps;
    './ReviewPage': NoProps;
    './Preloader': PreloaderProps;
    './PreloaderPage': NoProps;
  };
}

/** Remotes whose exposes are part of the contract. */
export type KnownRemote = keyof RemoteExposes;
export type ExposedModule<R extends KnownRemote> = keyof RemoteExposes[R] & string;
export type ExposedProps<R extends KnownRemote, M extends ExposedModule<R>> = RemoteExposes[R][M];

/** The map's modules at run time, for the check against each remote's module-federation.config.ts. */
export const TYPED_EXPOSES = {
  account: [
    './LoginPage',
    './LoginForm',
    './AccountPage',
    './ForgotPasswordPage',
    './ForgotPasswordForm',
    './RealityCheck',
  ],
  wallet: [
    './HeaderBalance',
    './DepositPage',
    './WithdrawalPage',
    './BankDetailsPage',
    './AddBankPage',
    './TransactionHistoryPage',
    './StatementPage',
    './BankingPage',
  ],
  games: ['./HotGames', './LobbyPage', './LeaderboardPage', './PlayNowPage', './MinigamePage', './SpinPage'],
  sportsbook: ['./BetSelection', './SportsPage', './BetHistoryPage'],
  templates: [
    './Layout',
    './HomePage',
    './CmsPage',
    './PromotionsPage',
    './NewsPage',
    './ContactPage',
    './DownloadPage',
    './ReviewPage',
    './Preloader',
    './PreloaderPage',
  ],
} as const satisfies { [R in KnownRemote]: readonly ExposedModule<R>[] };

// Every module of the type map is in the run-time list (the `satisfies` above proves the converse).
type Listed<R extends KnownRemote> = (typeof TYPED_EXPOSES)[R][number];
type Unlisted = { [R in KnownRemote]: Exclude<ExposedModule<R>, Listed<R>> }[KnownRemote];
const _complete: [Unlisted] extends [never] ? true : Unlisted = true;
void _complete;
