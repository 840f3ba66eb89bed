import { ThemeProvider, Global, css } from '@emotion/react';
import { lazy, Suspense, useEffect, useMemo } from 'react';
import { RouterProvider } from '@site/shared/router';
import { DEFAULT_THEME, isThemeCode, themeFor, useLayoutStore, type SiteTheme } from '@site/shared';
import { useShallow } from 'zustand/react/shallow';
import { MaintenanceFrame } from '../features/maintenance/MaintenanceFrame';
import { MessageScreen } from '../features/errors/MessageScreen';
import type { Started } from './startup';

/**
 * The maintenance screen's code, with the date library it writes the window with (3.2 KB brotli), is fetched only
 * when a site is in maintenance, not with every page's shell. Should it fail to arrive, the screen is drawn
 * without the window's dates.
 */
const MaintenanceScreen = lazy(() =>
  import(/* webpackChunkName: "maintenance" */ '../features/maintenance/MaintenanceScreen').then(
    (m) => ({ default: m.MaintenanceScreen }),
    () => ({ default: MaintenanceFrame }),
  ),
);

function hidePreloader() {
  document.getElementById('preloader')?.remove();
}

/** The page once startup has run (bootstrap.tsx awaits it): the site's router, or the screen that replaces it. */
export function App({ started }: { started: Started }) {
  const { message, maintenance, site, showPreloader } = useLayoutStore(
    useShallow((s) => ({
      message: s.message,
      maintenance: s.maintenance,
      site: s.site,
      showPreloader: s.show_preloader,
    })),
  );

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

  let body = null;
  if (maintenance.is_maintenance)
    body = (
      <Suspense fallback={null}>
        <MaintenanceScreen brand={started.brand} />
      </Suspense>
    );
  else if (message || !started.router)
    body = <MessageScreen message={message || 'internalServerError'} brand={started.brand} />;
  else
    body = (
      <>
        {started.notice}
        <RouterProvider router={started.router} />
      </>
    );

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
          /* Touch targets of at least 44 px on phones (PAGES.md §5; docs/shell.md "Touch targets"), on every
             page of every remote: a control laid out as a box gets the height, an icon-sized one the width too. A
             link inside running text is an inline box, which min-height leaves alone: it keeps the line's height, as
             WCAG's inline exception allows. Zero specificity, so a component's own rule still decides its size. */
          @media (max-width: ${theme.breakpoints.tablet - 0.02}px) {
            :where(
              a[href],
              button,
              select,
              summary,
              [role='button'],
              [role='tab'],
              input:not([type='checkbox'], [type='radio'], [type='hidden'])
            ) {
              min-height: 44px;
            }
            :where(a[href], button, select, [role='button'], [role='tab']) {
              min-width: 44px;
            }
            /* a box made taller than its text keeps the text in its middle, as a button does */
            :where(a[href], summary, [role='button'], [role='tab']) {
              align-content: center;
            }
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
