import { css, type Theme } from '@emotion/react';
import type { ReactNode } from 'react';
import type { LayoutProps } from '@site/shared';
import { InboxBadge } from './InboxBadge';

/** The root of every template layout: full height, no sideways scroll, the template's link colours. */
export function Frame({
  layout,
  family,
  children,
  bottomBar = false,
}: {
  layout: string;
  family: string;
  children: ReactNode;
  bottomBar?: boolean;
}) {
  return (
    <div
      data-layout={layout}
      data-family={family}
      css={(t: Theme) => css`
        min-height: 100vh;
        display: flex;
        flex-direction: column;
        background: ${t.palette.bg};
        color: ${t.palette.text};
        font-family: ${t.font};
        & :where(a) {
          color: ${t.palette.primary};
        }
        header :where(a, button, select) {
          white-space: nowrap;
        }
        @media (max-width: ${t.breakpoints.mobileWide - 1}px) {
          header button {
            padding: 0.4rem 0.6rem;
          }
        }
        /* a 320 px phone: long guest buttons (Filipino "Mag-log in", "Mag-sign up") leave the logo room */
        @media (max-width: 359px) {
          header :where(a, button) {
            font-size: 0.875rem;
          }
          header button {
            padding: 0.4rem 0.5rem;
          }
        }
        ${bottomBar ? `@media (max-width: ${t.desktopAt - 1}px) { padding-bottom: 64px; }` : ''}
      `}
    >
      {children}
    </div>
  );
}

/**
 * The page area: the route's page, centred at the template's width. At least a screen tall, so the footer starts
 * below the fold and is not pushed down the screen as the page's sections arrive (layout shift, issue 16).
 */
export function Main({
  children,
  width = 1280,
  flush = false,
}: {
  children: ReactNode;
  width?: number;
  flush?: boolean;
}) {
  return (
    <main
      id="main"
      css={css`
        flex: 1;
        min-height: 100vh;
        width: 100%;
        min-width: 0;
        max-width: ${width}px;
        margin: 0 auto;
        padding: ${flush ? '0' : 'clamp(0.75rem, 2.5vw, 1.5rem)'};
      `}
    >
      {children}
    </main>
  );
}

/**
 * Balance, account and language as the header shows them; `wide` hides the group below the breakpoint. Below the
 * tablet breakpoint the group stays on one line (the inbox and the account badge: the host's account area is
 * compact in a phone's header), so the site's name gives way rather than the buttons wrapping under each other.
 */
export function Slots({ children, wideOnly = false }: { children: ReactNode; wideOnly?: boolean }) {
  return (
    <div
      css={(t: Theme) => css`
        display: flex;
        align-items: center;
        gap: 0.5rem;
        flex-wrap: wrap;
        justify-content: flex-end;
        min-width: 0;
        @media (max-width: ${t.breakpoints.tablet - 1}px) {
          flex-wrap: nowrap;
          flex: none;
        }
        ${wideOnly ? `@media (max-width: ${t.desktopAt - 1}px) { display: none; }` : ''}
      `}
    >
      {children}
    </div>
  );
}

/**
 * The header's player actions, as most templates place them: balance and language only from the template's
 * desktop breakpoint (the mobile menu carries them below it), the account buttons always.
 */
export function HeaderActions({
  slots,
  languageFirst = false,
}: {
  slots: LayoutProps['slots'];
  languageFirst?: boolean;
}) {
  return (
    <Slots>
      <Slots wideOnly>
        {languageFirst ? slots.language : slots.balance}
        {languageFirst ? slots.balance : slots.language}
      </Slots>
      <InboxBadge />
      {slots.account}
    </Slots>
  );
}
