import { css } from '@emotion/react';
import { Link, useLocation, useRouteError, isRouteErrorResponse } from '@site/shared/router';
import { useTranslation } from '@site/shared/i18next';

/** The error page (SPEC §2): status code, message and a Back link to `/`. */
export function ErrorPage({ status, message }: { status: number; message: string }) {
  const { t } = useTranslation('ui');
  return (
    <section
      data-testid="error-page"
      css={css`
        padding: 3rem 1rem;
        text-align: center;
      `}
    >
      <h1>{status}</h1>
      <p data-testid="error-message">{message}</p>
      <Link to="/">{t('back')}</Link>
    </section>
  );
}

/** SPEC §8: 404 'Page not found: {path}' when no route matches. */
export function NotFound() {
  const { pathname } = useLocation();
  return <ErrorPage status={404} message={`Page not found: ${pathname}`} />;
}

/** SPEC §8: 404 'Page Not Found: {path}' when a route's validity check fails. */
export function RouteCheckFailed() {
  const { pathname } = useLocation();
  return <ErrorPage status={404} message={`Page Not Found: ${pathname}`} />;
}

/** A route that throws: 404 responses read 'Page Not Found: {path}' (SPEC §8); others show their status. */
export function RouteError() {
  const error = useRouteError();
  const { pathname } = useLocation();
  if (isRouteErrorResponse(error)) {
    return (
      <ErrorPage
        status={error.status}
        message={error.status === 404 ? `Page Not Found: ${pathname}` : error.statusText}
      />
    );
  }
  console.error('[host] route error', error);
  return <ErrorPage status={500} message="internalServerError" />;
}
