import { ThemeProvider, Global, css } from '@emotion/react';
import { useEffect, useMemo, useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import {
  api,
  DEFAULT_THEME,
  isThemeCode,
  LANGUAGE_COOKIE,
  readCookie,
  themeFor,
  useLayoutStore,
  type RemoteDescriptor,
  type SiteTheme,
  type StartupValue,
} from '@site/shared';
import { changeLanguage } from '../features/language/language';
import { loadAnalytics } from '../features/tracking/analytics';
import { reportAdVisit } from '../features/tracking/adsVisit';
import { previewRequest } from './preview';
import { useShallow } from 'zustand/react/shallow';
import { registerSiteRemotes } from './federation/loader';
import { filterMenu } from './federation/menu';
import { buildRoutes } from './routes';
import { MaintenanceScreen } from '../features/maintenance/MaintenanceScreen';
import { MessageScreen } from '../features/errors/MessageScreen';

function hidePreloader() {
  document.getElementById('preloader')?.remove();
}

export function App() {
  const { ready, message, maintenance, site, showPreloader } = useLayoutStore(
    useShallow((s) => ({
      ready: s.ready,
      message: s.message,
      maintenance: s.maintenance,
      site: s.site,
      showPreloader: s.show_preloader,
    })),
  );
  const [accepted, setAccepted] = useState<RemoteDescriptor[] | null>(null);

  useEffect(() => {
    let live = true;
    void api
      .post<StartupValue>('/api/startup', { domain_name: location.hostname, ...previewRequest() })
      .then(async (answer) => {
        if (!live) return;
        useLayoutStore.getState().applyStartup(answer);
        const s = useLayoutStore.getState();
        if (!s.message && !s.maintenance.is_maintenance) {
          // The site's language applies until the player picks one (the cookie remembers that choice).
          if (!readCookie(LANGUAGE_COOKIE) && answer.value.language)
            await changeLanguage(answer.value.language, false);
          void loadAnalytics(location.hostname);
          void reportAdVisit();
        }
        const remotes = s.remotes.length ? registerSiteRemotes(s.remotes) : [];
        // From here on the store lists only the remotes this host accepted, so `useRouteServed` is exact.
        s.set({
          remotes,
          ...(s.content && {
            content: {
              menu: filterMenu(s.content.menu, remotes),
              game_menu: filterMenu(s.content.game_menu, remotes),
            },
          }),
        });
        setAccepted(remotes);
      });
    return () => {
      live = false;
    };
  }, []);

  useEffect(() => {
    if (!showPreloader) hidePreloader();
  }, [showPreloader]);

  const theme: SiteTheme = useMemo(
    () =>
      site && isThemeCode(site.theme_code) && !message
        ? themeFor(site.theme_code, site.theme_color)
        : DEFAULT_THEME,
    [site, message],
  );
  const router = useMemo(
    () =>
      accepted && !message && !maintenance.is_maintenance ? createBrowserRouter(buildRoutes(accepted)) : null,
    [accepted, message, maintenance.is_maintenance],
  );

  let body = null;
  if (!ready) body = null;
  else if (maintenance.is_maintenance) body = <MaintenanceScreen />;
  else if (message) body = <MessageScreen message={message} />;
  else if (router) body = <RouterProvider router={router} />;

  return (
    <ThemeProvider theme={theme}>
      <Global
        styles={css`
          *,
          *::before,
          *::after {
            box-sizing: border-box;
          }
          html,
          body {
            background: ${theme.palette.bg};
            color: ${theme.palette.text};
            font-family: ${theme.font};
          }
          a {
            color: ${theme.palette.primary};
          }
          img {
            max-width: 100%;
          }
          @media (prefers-reduced-motion: reduce) {
            * {
              transition: none !important;
              animation: none !important;
            }
          }
        `}
      />
      {body}
    </ThemeProvider>
  );
}
