/** Small pieces the players pages share: the status badge, filters kept in the address, a facts list. */
import { css, type Theme } from '@emotion/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useSearchParams } from '@site/shared/router';
import { Badge, focusRing } from '@site/shared/ui';
import { useCan } from '../me';
import type { PlayerStatus } from './types';

export function StatusBadge({ status }: { status: PlayerStatus }) {
  const { t } = useTranslation('players');
  return (
    <Badge tone={status === 'ACTIVE' ? 'success' : status === 'BLOCK' ? 'danger' : 'neutral'}>
      {t(`status.${status}`)}
    </Badge>
  );
}

/** Filters and the page number in the address (a reload or a shared link shows the same list). */
export function useUrlFilters() {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const set = (next: Record<string, string>) => {
    const p = new URLSearchParams(params);
    for (const [k, v] of Object.entries(next)) {
      if (v) p.set(k, v);
      else p.delete(k);
    }
    if (!('page' in next)) p.delete('page');
    setParams(p);
  };
  return { params, page, set };
}

/**
 * A table cell's text that may break anywhere: on phones a DataTable row is a card whose cells are flex rows,
 * and a long account, domain or reference without spaces must wrap instead of widening the page.
 */
export function Wrap({ children }: { children: ReactNode }) {
  return (
    <span
      css={css`
        min-width: 0;
        overflow-wrap: anywhere;
      `}
    >
      {children}
    </span>
  );
}

/** A definition list of label → value pairs, two columns on wide screens. */
export function Facts({ items }: { items: [string, ReactNode][] }) {
  return (
    <dl
      css={(th: Theme) => css`
        margin: 0;
        display: grid;
        grid-template-columns: repeat(auto-fit, minmax(12rem, 1fr));
        gap: 0.6rem 1.2rem;
        dt {
          color: ${th.palette.textMuted};
          font-size: 0.85rem;
        }
        dd {
          margin: 0;
          overflow-wrap: anywhere;
        }
      `}
    >
      {items.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The section's own menu: find players, open bets (for a role that may settle them). */
export function PlayersNav() {
  const { t } = useTranslation('players');
  const canSettle = useCan('bets.settle');
  const link = (th: Theme) => css`
    min-height: 44px;
    display: inline-flex;
    align-items: center;
    padding: 0 0.8rem;
    border-radius: ${th.radius};
    color: ${th.palette.text};
    text-decoration: none;
    &[aria-current='page'] {
      background: ${th.palette.surface};
      font-weight: 700;
      box-shadow: inset 0 -3px 0 ${th.palette.primary};
    }
    ${focusRing(th)}
  `;
  return (
    <nav
      aria-label={t('navLabel')}
      css={css`
        display: flex;
        flex-wrap: wrap;
        gap: 0.4rem;
      `}
    >
      <NavLink to="/players" end css={link}>
        {t('navSearch')}
      </NavLink>
      {canSettle ? (
        <NavLink to="/players/bets" css={link}>
          {t('navBets')}
        </NavLink>
      ) : null}
    </nav>
  );
}
