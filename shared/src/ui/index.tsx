/** UI primitives every remote uses, themed through Emotion's theme. */
import { css, type Theme } from '@emotion/react';
import type { ButtonHTMLAttributes, InputHTMLAttributes, ReactNode } from 'react';
import { useId } from 'react';
import { digitsOnly, lettersOnly } from '../lib/filters';
import {
  canChangePage,
  pageCount,
  pageHref,
  pageLabel,
  visiblePages,
  type PaginationConfig,
} from '../lib/pagination';

export function Button({
  variant = 'primary',
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & { variant?: 'primary' | 'ghost' }) {
  return (
    <button
      {...props}
      css={(t: Theme) => css`
        font: inherit;
        font-weight: 600;
        cursor: pointer;
        padding: 0.55rem 1.1rem;
        border-radius: ${t.radius};
        border: 1px solid ${variant === 'primary' ? t.palette.primary : t.palette.border};
        background: ${variant === 'primary' ? t.palette.primary : 'transparent'};
        color: ${variant === 'primary' ? t.palette.primaryText : t.palette.text};
        transition: filter 250ms ease-in-out;
        &:hover:not(:disabled) {
          filter: brightness(1.1);
        }
        &:disabled {
          opacity: 0.55;
          cursor: not-allowed;
        }
        &:focus-visible {
          outline: 2px solid ${t.palette.accent};
          outline-offset: 2px;
        }
      `}
    />
  );
}

export interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange'> {
  label: string;
  error?: string | null;
  filter?: 'letters' | 'digits';
  onValue: (value: string) => void;
}

/** Labelled input with optional letters-only / digits-only filter (SPEC §5) and an error line. */
export function Field({ label, error, filter, onValue, ...input }: FieldProps) {
  const id = useId();
  const clean = filter === 'letters' ? lettersOnly : filter === 'digits' ? digitsOnly : (s: string) => s;
  return (
    <div
      css={css`
        display: grid;
        gap: 0.3rem;
        margin-bottom: 0.8rem;
      `}
    >
      <label
        htmlFor={id}
        css={(t: Theme) => css`
          font-size: 0.9rem;
          color: ${t.palette.textMuted};
        `}
      >
        {label}
      </label>
      <input
        id={id}
        {...input}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-err` : undefined}
        onChange={(e) => onValue(clean(e.target.value))}
        css={(t: Theme) => css`
          font: inherit;
          padding: 0.55rem 0.7rem;
          border-radius: ${t.radius};
          border: 1px solid ${error ? t.palette.danger : t.palette.border};
          background: ${t.palette.surfaceAlt};
          color: ${t.palette.text};
          min-width: 0;
        `}
      />
      {error ? (
        <span
          id={`${id}-err`}
          role="alert"
          css={(t: Theme) => css`
            color: ${t.palette.danger};
            font-size: 0.85rem;
          `}
        >
          {error}
        </span>
      ) : null}
    </div>
  );
}

export function Pagination({
  config,
  onChange,
  labels,
}: {
  config: PaginationConfig;
  onChange: (page: number) => void;
  labels: { previous: string; next: string };
}) {
  const pages = visiblePages(config);
  const total = pageCount(config);
  const go = (p: number) => {
    if (canChangePage(config, p)) onChange(p);
  };
  const item = (p: number, text: ReactNode, label?: string) =>
    config.type === 'link' ? (
      <a
        key={`${label ?? ''}${p}`}
        href={pageHref(config, p)}
        aria-label={label}
        aria-current={p === config.page ? 'page' : undefined}
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
        aria-label={label}
        aria-current={p === config.page ? 'page' : undefined}
        disabled={config.disabled}
        onClick={() => go(p)}
      >
        {text}
      </button>
    );
  return (
    <nav
      aria-label="pagination"
      dir={config.dir ?? 'ltr'}
      css={(t: Theme) => css`
        display: flex;
        flex-wrap: wrap;
        gap: 0.3rem;
        align-items: center;
        & > * {
          min-width: 2.2rem;
          padding: 0.35rem 0.6rem;
          border-radius: ${t.radius};
          border: 1px solid ${t.palette.border};
          background: ${t.palette.surface};
          color: ${t.palette.text};
          text-align: center;
          text-decoration: none;
          font: inherit;
          cursor: pointer;
        }
        & > [aria-current='page'] {
          background: ${t.palette.primary};
          color: ${t.palette.primaryText};
        }
      `}
    >
      {item(Math.max(1, config.page - 1), '‹', labels.previous)}
      {pages.map((p) => item(p, pageLabel(p, config.locale)))}
      {item(Math.min(total, config.page + 1), '›', labels.next)}
    </nav>
  );
}
export { SiteLink, type SiteLinkProps } from './SiteLink';
