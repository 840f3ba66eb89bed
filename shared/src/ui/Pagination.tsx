import { css, type Theme } from '@emotion/react';
import type { ReactNode } from 'react';
import { useTranslation } from '@site/shared/i18next';
import {
  canChangePage,
  pageCount,
  pageHref,
  pageLabel,
  visiblePages,
  type PaginationConfig,
} from '../lib/pagination';
import { focusRing } from './styles';

export interface PaginationProps {
  config: PaginationConfig;
  onChange: (page: number) => void;
  /** Defaults to the `ui` group's previous / next / pages texts. */
  labels?: { previous: string; next: string; nav?: string };
}

/**
 * SPEC §5 pagination: the pure rules of lib/pagination (window of page buttons, out-of-range / same / disabled
 * changes ignored, link mode with a `[page]` URL). Nothing is drawn for a single page.
 */
export function Pagination({ config, onChange, labels }: PaginationProps) {
  const { t } = useTranslation('ui');
  const total = pageCount(config);
  if (total <= 1) return null;
  const l = { previous: t('previous'), next: t('next'), nav: t('pages'), ...labels };
  const go = (p: number) => {
    if (canChangePage(config, p)) onChange(p);
  };
  const item = (p: number, text: ReactNode, label?: string) =>
    config.type === 'link' ? (
      <a
        key={`${label ?? ''}${p}`}
        href={pageHref(config, p)}
        aria-label={label ?? t('page', { page: p })}
        aria-current={p === config.page && !label ? 'page' : undefined}
        onClick={(e) => {
          e.preventDefault();
          go(p);
        }}
      >
        {text}
      </a>
    ) : (
      <button
        key={`${label ?? ''}${p}`}
        type="button"
        aria-label={label ?? t('page', { page: p })}
        aria-current={p === config.page && !label ? 'page' : undefined}
        disabled={config.disabled || (label !== undefined && p === config.page)}
        onClick={() => go(p)}
      >
        {text}
      </button>
    );
  return (
    <nav
      aria-label={l.nav}
      dir={config.dir ?? 'ltr'}
      css={(t: Theme) => css`
        display: flex;
        flex-wrap: wrap;
        gap: 0.3rem;
        align-items: center;
        & > * {
          min-width: 44px;
          min-height: 44px;
          display: inline-flex;
          align-items: center;
          justify-content: center;
          padding: 0.35rem 0.6rem;
          border-radius: ${t.radius};
          border: 1px solid ${t.palette.border};
          background: ${t.palette.surface};
          color: ${t.palette.text};
          text-decoration: none;
          font: inherit;
          cursor: pointer;
          ${focusRing(t)}
        }
        & > :disabled {
          cursor: not-allowed;
          color: ${t.palette.textMuted};
        }
        & > [aria-current='page'] {
          background: ${t.palette.primary};
          border-color: ${t.palette.primary};
          color: ${t.palette.primaryText};
        }
      `}
    >
      {item(Math.max(1, config.page - 1), '‹', l.previous)}
      {visiblePages(config).map((p) => item(p, pageLabel(p, config.locale)))}
      {item(Math.min(total, config.page + 1), '›', l.next)}
    </nav>
  );
}
