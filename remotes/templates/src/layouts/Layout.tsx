import { css, useTheme, type Theme } from '@emotion/react';
import { Link } from 'react-router';
import { useLayoutStore, type LayoutProps } from '@site/shared';

function Logo() {
  const site = useLayoutStore((s) => s.site);
  return (
    <Link
      to="/"
      data-testid="site-logo"
      css={(t: Theme) => css`
        font-weight: 800;
        font-size: 1.25rem;
        color: ${t.palette.primary};
        text-decoration: none;
        letter-spacing: 0.04em;
      `}
    >
      {site?.logo1 ? (
        <img src={site.logo1} alt={site.site_name} height={36} />
      ) : (
        site?.logo_text || site?.site_name
      )}
    </Link>
  );
}

function Menu({ vertical = false }: { vertical?: boolean }) {
  const menu = useLayoutStore((s) => s.content?.menu ?? []);
  return (
    <nav
      aria-label="Main"
      css={css`
        display: flex;
        flex-direction: ${vertical ? 'column' : 'row'};
        gap: 0.9rem;
        flex-wrap: wrap;
      `}
    >
      {menu.map((m) => (
        <Link
          key={m.content_id}
          to={m.path}
          css={(t: Theme) => css`
            color: ${t.palette.text};
            text-decoration: none;
            &:hover {
              color: ${t.palette.primary};
            }
          `}
        >
          {m.title}
        </Link>
      ))}
    </nav>
  );
}

function Footer() {
  const site = useLayoutStore((s) => s.site);
  return (
    <footer
      css={(t: Theme) => css`
        padding: 1.5rem 1rem;
        background: ${t.palette.surface};
        color: ${t.palette.textMuted};
        border-top: 1px solid ${t.palette.border};
        text-align: center;
      `}
    >
      © {new Date().getFullYear()} {site?.site_name}. Play responsibly. 18+.
    </footer>
  );
}

/** The layouts the host asks for by name: default, minigame, template1..template15. */
export default function Layout({ layout, children, slots }: LayoutProps) {
  const theme = useTheme();
  const family = layout === 'default' || layout === 'minigame' ? 'default' : theme.family;
  if (layout === 'minigame') {
    return (
      <div
        data-layout="minigame"
        css={css`
          min-height: 100vh;
        `}
      >
        <header
          css={css`
            display: flex;
            justify-content: space-between;
            padding: 0.5rem 1rem;
          `}
        >
          <Logo />
          {slots.balance}
        </header>
        <main>{children}</main>
      </div>
    );
  }
  if (family === 'slot') {
    return (
      <div
        data-layout={layout}
        data-family="slot"
        css={(t: Theme) => css`
          min-height: 100vh;
          display: grid;
          grid-template-columns: 1fr;
          @media (min-width: ${t.desktopAt}px) {
            grid-template-columns: 220px 1fr;
          }
        `}
      >
        <aside
          css={(t: Theme) => css`
            background: ${t.palette.surface};
            padding: 1rem;
            border-right: 1px solid ${t.palette.border};
            display: flex;
            flex-direction: column;
            gap: 1.2rem;
          `}
        >
          <Logo />
          <Menu vertical />
        </aside>
        <div
          css={css`
            display: flex;
            flex-direction: column;
            min-width: 0;
          `}
        >
          <header
            css={(t: Theme) => css`
              display: flex;
              justify-content: flex-end;
              flex-wrap: wrap;
              gap: 0.6rem;
              padding: 0.7rem 1rem;
              background: ${t.palette.surfaceAlt};
            `}
          >
            {slots.balance}
            {slots.account}
            {slots.language}
          </header>
          <main
            css={css`
              flex: 1;
              padding: 1rem;
            `}
          >
            {children}
          </main>
          <Footer />
        </div>
      </div>
    );
  }
  return (
    <div
      data-layout={layout}
      data-family={family}
      css={css`
        min-height: 100vh;
        display: flex;
        flex-direction: column;
      `}
    >
      <header
        css={(t: Theme) => css`
          background: ${t.palette.surface};
          border-bottom: 2px solid ${t.palette.primary};
          padding: 0.7rem 1rem;
          display: flex;
          flex-wrap: wrap;
          align-items: center;
          justify-content: space-between;
          gap: 0.8rem;
        `}
      >
        <Logo />
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
      <div
        css={(t: Theme) => css`
          background: ${t.palette.surfaceAlt};
          padding: 0.6rem 1rem;
        `}
      >
        <Menu />
      </div>
      <main
        css={css`
          flex: 1;
          padding: 1rem;
          width: 100%;
          max-width: 1280px;
          margin: 0 auto;
        `}
      >
        {children}
      </main>
      <Footer />
    </div>
  );
}
