/**
 * The console app: who is signed in decides what shows — the sign-in flow (no session, a password-stage
 * session, or a one-time password to replace) or the shell with the sections this role may open.
 */
import { Global, ThemeProvider } from '@emotion/react';
import { useEffect, useState } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import type { i18n as I18n } from 'i18next';
import { QueryClient, QueryClientProvider, useQuery, useQueryClient } from '@site/shared/query';
import { createBrowserRouter, RouterProvider, type RouteObject } from '@site/shared/router';
import { Skeleton } from '@site/shared/ui';
import { ConsoleApiError, consolePost, onSessionEnded, setCsrfToken } from './api';
import { fetchMe, ME_KEY, MeContext, meOf, type MeAnswer } from './me';
import { SECTIONS } from './sections';
import { Forbidden, Home, NotFound, RouteError, SectionRoute } from './shell/pages';
import { Shell } from './shell/Shell';
import { SignIn } from './signin/SignIn';
import { CONSOLE_THEME, globalStyles } from './theme';
import { toast } from './toast';
import { Toaster } from './Toaster';
import { Failure } from './ui';

export function createConsoleQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // a refusal (403, 404) does not get better by asking again; a network failure offers Retry
        retry: (count, error) => count < 1 && !(error instanceof ConsoleApiError && error.status > 0),
        refetchOnWindowFocus: false,
        staleTime: 10_000,
      },
    },
  });
}

function routes(signOut: () => void): RouteObject[] {
  return [
    {
      path: '/',
      element: <Shell onSignOut={signOut} />,
      errorElement: <RouteError />,
      children: [
        { index: true, element: <Home /> },
        ...SECTIONS.map((s) => ({
          path: `${s.path.slice(1)}/*`,
          element: <SectionRoute key={s.id} section={s} />,
          errorElement: <RouteError />,
        })),
        { path: '403', element: <Forbidden /> },
        { path: '*', element: <NotFound /> },
      ],
    },
  ];
}

function SignedIn({ me, signOut }: { me: MeAnswer; signOut: () => void }) {
  // one router for the signed-in life of the page (created when the shell first shows)
  const [router] = useState(() => createBrowserRouter(routes(signOut)));
  return (
    <MeContext.Provider value={meOf(me)}>
      <RouterProvider router={router} />
    </MeContext.Provider>
  );
}

function Gate() {
  const { t } = useTranslation('frame');
  const queryClient = useQueryClient();
  const [notice, setNotice] = useState<string | null>(null);
  const me = useQuery({ queryKey: ME_KEY, queryFn: fetchMe, retry: false, staleTime: Infinity });

  const reset = (message: string | null) => {
    setCsrfToken('');
    setNotice(message);
    // nothing of the last staff member's data stays in memory
    queryClient.removeQueries({ predicate: (q) => q.queryKey[1] !== ME_KEY[1] });
    void queryClient.resetQueries({ queryKey: ME_KEY });
  };

  useEffect(() => onSessionEnded(() => reset(t('sessionEnded'))));

  const signOut = () => {
    void consolePost('/sign-out')
      .catch(() => undefined)
      .then(() => {
        toast(t('signedOut'));
        reset(null);
      });
  };

  if (me.isPending)
    return (
      <div role="presentation" data-testid="console-loading">
        <Skeleton lines={4} />
      </div>
    );
  if (me.error && !(me.error instanceof ConsoleApiError && me.error.status === 401))
    return (
      <main>
        <Failure error={me.error} onRetry={() => void me.refetch()} />
      </main>
    );
  const done = () => {
    setNotice(null);
    void queryClient.invalidateQueries({ queryKey: ME_KEY });
  };
  const m = me.data;
  if (!m || m.stage !== 'full' || m.must_change_password) {
    const initial = !m
      ? 'password'
      : m.stage === 'password'
        ? m.totp_enabled
          ? 'code'
          : 'enrol'
        : 'newPassword';
    return <SignIn key={m ? `${m.id}` : 'none'} initial={initial} notice={notice} onDone={done} />;
  }
  return <SignedIn me={m} signOut={signOut} />;
}

export function App({ i18n, queryClient }: { i18n: I18n; queryClient: QueryClient }) {
  return (
    <I18nextProvider i18n={i18n}>
      <ThemeProvider theme={CONSOLE_THEME}>
        <Global styles={globalStyles} />
        <QueryClientProvider client={queryClient}>
          <Gate />
        </QueryClientProvider>
        <Toaster />
      </ThemeProvider>
    </I18nextProvider>
  );
}
