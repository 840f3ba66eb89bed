import { useEffect } from 'react';
import { Outlet, useLocation, useMatches, useNavigationType } from '@site/shared/router';
import { RemoteComponent, useLayoutStore, useUserStore, type RemoteFailure } from '@site/shared';
import type { RouteHandle } from './routes';
import { PlainLayout } from '../features/layout/PlainLayout';
import { AfterDelay } from '../features/layout/AfterDelay';
import { usePageSlot } from '../features/layout/page-slot';

/** How long the templates remote may take before the built-in layout stands in (docs/shell.md). */
const SLOW_TEMPLATES_MS = 2_500;
import { LanguageSwitcher } from '../features/language/LanguageSwitcher';
import { AccountButtons } from '../features/auth/AccountButtons';
import { ModalStack } from '../features/modals/ModalStack';
import { Toasts } from '../features/toasts/Toasts';
import { OfflineNotice } from '../features/offline/OfflineNotice';
import { SessionWatcher } from '../features/session/SessionWatcher';
import { LiveChat } from '../features/tracking/LiveChat';
import { DownloadBar } from '../features/download/DownloadBar';
import { useSeo } from '../features/seo/useSeo';
import { useRoutePreloads } from '../features/freshness/useRoutePreloads';

/** SPEC §2: /minigame uses the minigame layout; otherwise the route's layout or the site template's. */
export function layoutFor(pathname: string, routeLayout: string | undefined, template: string): string {
  if (pathname === '/minigame') return 'minigame';
  return routeLayout ?? (template || 'default');
}

export function Shell() {
  const template = useLayoutStore((s) => s.template);
  const remotes = useLayoutStore((s) => s.remotes);
  const authed = useUserStore((s) => s.isAuthenticated);
  const { pathname } = useLocation();
  const matches = useMatches();
  const handle = matches.at(-1)?.handle as RouteHandle | undefined;
  const layout = layoutFor(pathname, handle?.layout, template);
  useSeo();
  useRoutePreloads(remotes);
  // A link to another page opens it at its top; Back and Forward (POP) leave the position to the browser and to
  // pages that restore their own (the lobbies: remotes/games/src/lib/scroll-memory.ts).
  const navigation = useNavigationType();
  useEffect(() => {
    if (navigation !== 'POP') window.scrollTo(0, 0);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a change of page, not of its query or type
  }, [pathname]);
  const slots = {
    language: <LanguageSwitcher />,
    balance: authed ? <RemoteComponent remote="wallet" module="./HeaderBalance" /> : null,
    account: <AccountButtons />,
  };
  const { slot: page, portal } = usePageSlot(<Outlet />);
  return (
    <>
      <DownloadBar />
      {/* `display: contents` keeps the layout's own box model; the attribute names the layout the shell chose. */}
      <div data-shell-layout={layout} style={{ display: 'contents' }}>
        <RemoteComponent
          remote="templates"
          module="./Layout"
          props={{ layout, slots, children: page }}
          // A slow templates remote does not hide the shell: past a short wait the built-in layout shows
          // (header, menu, the page), then the template replaces it; the page stays mounted across the swap
          // (usePageSlot). A normal load never shows it, so the header does not jump on every visit.
          loading={
            <AfterDelay ms={SLOW_TEMPLATES_MS}>
              <PlainLayout layout={layout} slots={slots}>
                {page}
              </PlainLayout>
            </AfterDelay>
          }
          fallback={(failure: RemoteFailure, retry: () => void) => (
            <PlainLayout layout={layout} slots={slots} failure={failure} onRetry={retry}>
              {page}
            </PlainLayout>
          )}
        />
      </div>
      {portal}
      <ModalStack />
      <Toasts />
      <OfflineNotice />
      <LiveChat />
      <SessionWatcher />
      {/* The reality check (issue 10 §6) opens its modal app-wide; a remote that cannot load leaves nothing. */}
      {authed ? <RemoteComponent remote="account" module="./RealityCheck" fallback={() => null} /> : null}
    </>
  );
}
