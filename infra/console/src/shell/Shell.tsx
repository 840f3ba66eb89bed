/**
 * The signed-in console: a header (name, the staff member and role, language, sign-out), the menu of the
 * sections this role may open (`GET /me` permissions; the server refuses the rest anyway), the page, and the
 * idle warning. On phones the menu folds behind a button.
 */
import { css, type Theme } from '@emotion/react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, Outlet, useLocation } from '@site/shared/router';
import { Badge, Button, focusRing, phone } from '@site/shared/ui';
import { useConsoleMe } from '../me';
import { SECTIONS } from '../sections';
import { IdleWarning } from './IdleWarning';
import { LanguageSelect } from './LanguageSelect';

/** Tablets and phones: the menu goes above the page (phones fold it behind a button). */
const belowDesktop = (th: Theme) => `@media (max-width: ${th.breakpoints.desktop - 1}px)`;

export function Shell({ onSignOut }: { onSignOut: () => void }) {
  const { t } = useTranslation('frame');
  const me = useConsoleMe();
  const location = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const main = useRef<HTMLElement>(null);
  const first = useRef(true);
  const sections = SECTIONS.filter((s) => me.permissions.includes(s.permission));
  const current = SECTIONS.find(
    (s) => location.pathname === s.path || location.pathname.startsWith(`${s.path}/`),
  );

  // A new page: the menu folds (phones), the title names it, and focus moves to the page (not on first load).
  useEffect(() => {
    setMenuOpen(false);
    const name = current ? t('menu', { ns: current.id }) : '';
    document.title = name ? `${name} · ${t('consoleName')}` : t('consoleName');
    if (first.current) first.current = false;
    else main.current?.focus();
  }, [location.pathname, current, t]);

  return (
    <div
      css={(th: Theme) => css`
        min-height: 100vh;
        display: grid;
        grid-template-columns: 14rem minmax(0, 1fr);
        grid-template-rows: auto 1fr;
        grid-template-areas: 'header header' 'nav main';
        ${belowDesktop(th)} {
          grid-template-columns: minmax(0, 1fr);
          grid-template-areas: 'header' 'nav' 'main';
          grid-template-rows: auto auto 1fr;
        }
      `}
    >
      <a
        href="#main"
        css={(th: Theme) => css`
          position: absolute;
          left: -999px;
          top: 0.5rem;
          z-index: 60;
          padding: 0.6rem 1rem;
          background: ${th.palette.surface};
          color: ${th.palette.primary};
          &:focus {
            left: 0.5rem;
          }
        `}
      >
        {t('skipToContent')}
      </a>
      <header
        data-no-print
        css={(th: Theme) => css`
          grid-area: header;
          min-width: 0;
          display: flex;
          flex-wrap: wrap;
          align-items: center;
          gap: 0.6rem 1rem;
          padding: 0.5rem 1rem;
          background: ${th.palette.surface};
          border-bottom: 1px solid ${th.palette.border};
        `}
      >
        <Button
          variant="ghost"
          aria-expanded={menuOpen}
          aria-controls="console-menu"
          onClick={() => setMenuOpen((o) => !o)}
          css={(th: Theme) => css`
            display: none;
            ${phone(th)} {
              display: inline-flex;
            }
          `}
        >
          {t('menu')}
        </Button>
        <NavLink
          to="/"
          end
          css={(th: Theme) => css`
            font-weight: 700;
            font-size: 1.1rem;
            color: ${th.palette.text};
            text-decoration: none;
            min-height: 44px;
            display: inline-flex;
            align-items: center;
            ${focusRing(th)}
          `}
        >
          {t('consoleName')}
        </NavLink>
        <div
          css={css`
            margin-left: auto;
            min-width: 0;
            max-width: 100%;
            display: flex;
            flex-wrap: wrap;
            align-items: center;
            gap: 0.6rem 1rem;
          `}
        >
          <span
            data-testid="staff-identity"
            css={css`
              display: inline-flex;
              align-items: center;
              gap: 0.3rem;
              min-width: 0;
              max-width: 100%;
            `}
          >
            <span
              css={css`
                position: absolute;
                width: 1px;
                height: 1px;
                overflow: hidden;
                clip-path: inset(50%);
              `}
            >
              {t('signedInAs')}{' '}
            </span>
            {/* a long name is cut with an ellipsis on one line (its whole text in the title), never wider than the screen */}
            <strong
              title={me.staff.name}
              css={css`
                min-width: 0;
                overflow: hidden;
                text-overflow: ellipsis;
                white-space: nowrap;
              `}
            >
              {me.staff.name}
            </strong>{' '}
            <Badge tone="primary">{t(`role.${me.staff.role}`)}</Badge>
          </span>
          <LanguageSelect />
          <Button variant="ghost" onClick={onSignOut} data-testid="sign-out">
            {t('signOut')}
          </Button>
        </div>
      </header>
      <nav
        id="console-menu"
        aria-label={t('mainMenu')}
        data-no-print
        css={(th: Theme) => css`
          grid-area: nav;
          background: ${th.palette.surface};
          border-right: 1px solid ${th.palette.border};
          padding: 0.75rem 0.5rem;
          ${belowDesktop(th)} {
            border-right: 0;
            border-bottom: 1px solid ${th.palette.border};
            padding: 0.4rem 0.5rem;
          }
          ${phone(th)} {
            display: ${menuOpen ? 'block' : 'none'};
          }
        `}
      >
        <ul
          css={(th: Theme) => css`
            list-style: none;
            margin: 0;
            padding: 0;
            display: grid;
            gap: 0.2rem;
            ${belowDesktop(th)} {
              display: flex;
              flex-wrap: wrap;
            }
            ${phone(th)} {
              display: grid;
            }
          `}
        >
          {sections.map((s) => (
            <li key={s.id}>
              <NavLink
                to={s.path}
                data-testid={`menu-${s.id}`}
                css={(th: Theme) => css`
                  display: flex;
                  align-items: center;
                  min-height: 44px;
                  padding: 0 0.8rem;
                  border-radius: ${th.radius};
                  color: ${th.palette.text};
                  text-decoration: none;
                  &:hover {
                    background: ${th.palette.surfaceAlt};
                  }
                  &[aria-current='page'] {
                    background: ${th.palette.primary};
                    color: ${th.palette.primaryText};
                    font-weight: 600;
                  }
                  ${focusRing(th)}
                `}
              >
                {t('menu', { ns: s.id })}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <main
        id="main"
        ref={main}
        tabIndex={-1}
        css={css`
          grid-area: main;
          min-width: 0;
          padding: 0 0.5rem 3rem;
          &:focus {
            outline: none;
          }
        `}
      >
        <Outlet />
      </main>
      <IdleWarning onSignOut={onSignOut} />
    </div>
  );
}
