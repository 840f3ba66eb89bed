import { css, type Theme } from '@emotion/react';
import { Link } from '@site/shared/router';
import { useTranslation } from '@site/shared/i18next';
import {
  menuTitle,
  RemoteFallback,
  useLayoutStore,
  type LayoutProps,
  type RemoteFailure,
} from '@site/shared';

/**
 * Built-in layout shown while the templates remote loads (then swapped for the site's template) and when it
 * cannot load (with the fallback and Retry): the site stays usable either way.
 */
export function PlainLayout({
  children,
  slots,
  failure,
  onRetry,
}: LayoutProps & { failure?: RemoteFailure; onRetry?: () => void }) {
  const { t, i18n } = useTranslation('ui');
  const site = useLayoutStore((s) => s.site);
  const menu = useLayoutStore((s) => s.content.menu);
  return (
    <div
      data-layout="plain"
      data-plain-state={failure ? 'failed' : 'loading'}
      css={css`
        min-height: 100vh;
        display: flex;
        flex-direction: column;
      `}
    >
      <header
        css={(th: Theme) => css`
          display: flex;
          flex-wrap: wrap;
          gap: 1rem;
          align-items: center;
          justify-content: space-between;
          padding: 0.8rem 1rem;
          background: ${th.palette.surface};
          border-bottom: 1px solid ${th.palette.border};
        `}
      >
        <Link
          to="/"
          css={(th: Theme) => css`
            font-weight: 700;
            color: ${th.palette.text};
            text-decoration: none;
          `}
        >
          {site?.logo_text || site?.site_name}
        </Link>
        <nav
          aria-label={t('menu')}
          css={css`
            display: flex;
            gap: 0.8rem;
            flex-wrap: wrap;
          `}
        >
          {menu.map((m) => (
            <Link key={m.content_id} to={m.path}>
              {menuTitle(m, t, i18n.language)}
            </Link>
          ))}
        </nav>
        <div
          css={css`
            display: flex;
            gap: 0.6rem;
            align-items: center;
            flex-wrap: wrap;
          `}
        >
          {slots.balance}
          {slots.account}
          {slots.language}
        </div>
      </header>
      {failure ? <RemoteFallback remote="templates" kind={failure} onRetry={onRetry} /> : null}
      <main
        css={css`
          flex: 1;
          padding: 1rem;
          max-width: 1200px;
          width: 100%;
          margin: 0 auto;
        `}
      >
        {children}
      </main>
    </div>
  );
}
