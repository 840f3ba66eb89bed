import { css, type Theme } from '@emotion/react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '@site/shared/i18next';
import { useLocation } from '@site/shared/router';
import { money, SiteLink, useBalance, useLayoutStore } from '@site/shared';
import { visuallyHidden } from '@site/shared/ui';
import '../../i18n/messages';

/** The wallet pages, in menu order; SiteLink drops any this site does not serve. */
export const WALLET_LINKS = [
  ['/deposit', 'deposit'],
  ['/withdrawal', 'withdrawal'],
  ['/bank-details', 'bankDetails'],
  ['/transaction-history', 'transactionHistory'],
  ['/statement', 'statement'],
  ['/banking', 'banking'],
] as const;

/**
 * The player's balance in the header (get_balance, SPEC §7), the amount a pending withdrawal holds, and the
 * wallet menu. Any mutation that moves money invalidates the balance query, so the header follows without an
 * event of its own. The host renders this slot for signed-in players only, in the header and the mobile menu.
 */
export default function HeaderBalance() {
  const { t } = useTranslation(['ui', 'wallet']);
  const { data } = useBalance();
  const currency = useLayoutStore((s) => s.site?.currency ?? '');
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const box = useRef<HTMLSpanElement>(null);
  const { pathname } = useLocation();
  useEffect(() => setOpen(false), [pathname]);
  useEffect(() => {
    if (!open) return;
    const away = (e: MouseEvent) => box.current?.contains(e.target as Node) || setOpen(false);
    const esc = (e: KeyboardEvent) => e.key === 'Escape' && setOpen(false);
    document.addEventListener('mousedown', away);
    document.addEventListener('keydown', esc);
    return () => {
      document.removeEventListener('mousedown', away);
      document.removeEventListener('keydown', esc);
    };
  }, [open]);
  const pill = (th: Theme) => css`
    padding: 0.3rem 0.7rem;
    border-radius: ${th.radius};
    background: ${th.palette.surfaceAlt};
    color: ${th.palette.text};
    font-variant-numeric: tabular-nums;
    white-space: nowrap;
  `;
  const muted = (th: Theme) => css`
    color: ${th.palette.textMuted};
    margin-right: 0.4rem;
  `;
  return (
    <span
      ref={box}
      css={(th: Theme) => css`
        position: relative;
        display: inline-flex;
        flex-wrap: wrap;
        gap: 0.4rem;
        align-items: center;
        /* in a phone's header: one line, the amounts without their labels on screen (still read out) */
        @media (max-width: ${th.breakpoints.tablet - 1}px) {
          header & {
            flex-wrap: nowrap;
          }
          header & [data-part='label'] {
            ${visuallyHidden}
          }
        }
      `}
    >
      <span data-testid="header-balance" css={pill}>
        <span data-part="label" css={muted}>
          {t('balance')}
        </span>
        {data ? money(data.game_balance, currency) : '…'}
      </span>
      {data && data.held > 0 ? (
        <span data-testid="header-held" css={pill}>
          <span data-part="label" css={muted}>
            {t('wallet:held')}
          </span>
          {money(data.held, currency)}
        </span>
      ) : null}
      <button
        type="button"
        aria-expanded={open}
        aria-controls={menuId}
        data-testid="wallet-menu-toggle"
        onClick={() => setOpen((o) => !o)}
        css={(th: Theme) => css`
          ${pill(th)};
          border: 1px solid ${th.palette.border};
          min-height: 44px;
          font: inherit;
          cursor: pointer;
          &:focus-visible {
            outline: 2px solid ${th.palette.primary};
            outline-offset: 2px;
          }
        `}
      >
        {t('wallet:walletMenu')} ▾
      </button>
      {open ? (
        <ul
          id={menuId}
          data-testid="wallet-menu"
          css={(th: Theme) => css`
            position: absolute;
            top: 100%;
            right: 0;
            z-index: 50;
            margin: 0.3rem 0 0;
            padding: 0.3rem;
            list-style: none;
            min-width: 12rem;
            background: ${th.palette.surface};
            border: 1px solid ${th.palette.border};
            border-radius: ${th.radius};
            box-shadow: ${th.shadow};
            a {
              display: flex;
              align-items: center;
              min-height: 44px;
              padding: 0 0.7rem;
              color: ${th.palette.text};
              text-decoration: none;
              border-radius: ${th.radius};
            }
            a:hover,
            a:focus-visible {
              background: ${th.palette.surfaceAlt};
            }
          `}
        >
          {WALLET_LINKS.map(([to, key]) => (
            <li key={to}>
              <SiteLink hideMissing to={to}>
                {t(`wallet:${key}`)}
              </SiteLink>
            </li>
          ))}
        </ul>
      ) : null}
    </span>
  );
}
