import { css, type Theme } from '@emotion/react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '@site/shared/i18next';
import type { ProviderEntry } from '@site/shared';
import { focusRing, inputStyle, Skeleton } from '@site/shared/ui';
import { hash } from '../../lib/art';
import { cleanSearch, SEARCH_MAX, SORTS, type Sort } from '../../lib/lobby-query';
// the games namespace this module's messages are in (an async module: no raw key is ever painted)
import '../../i18n/messages';

export const SEARCH_DEBOUNCE_MS = 300;

/** Search (debounced: the URL and the request follow 300 ms after the last key) and sort. */
export function LobbyToolbar({
  search,
  sort,
  onSearch,
  onSort,
}: {
  search: string;
  sort: Sort;
  onSearch: (text: string) => void;
  onSort: (sort: Sort) => void;
}) {
  const { t } = useTranslation('games');
  const id = useId();
  const [text, setText] = useState(search);
  const sent = useRef(search);
  // The URL changed from outside (back, Clear filters): the field follows.
  useEffect(() => {
    if (search !== sent.current) {
      sent.current = search;
      setText(search);
    }
  }, [search]);
  useEffect(() => {
    const clean = cleanSearch(text);
    if (clean === sent.current) return;
    const timer = setTimeout(() => {
      sent.current = clean;
      onSearch(clean);
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, onSearch]);
  const label = css`
    display: grid;
    gap: 0.25rem;
    font-size: 0.9rem;
  `;
  return (
    <div
      role="search"
      css={css`
        display: grid;
        grid-template-columns: minmax(0, 1fr) auto;
        gap: 0.75rem;
        align-items: end;
      `}
    >
      <div css={label}>
        <label htmlFor={`${id}-q`}>{t('search')}</label>
        <input
          id={`${id}-q`}
          type="search"
          name="search"
          value={text}
          maxLength={SEARCH_MAX}
          placeholder={t('searchHint')}
          autoComplete="off"
          onChange={(e) => setText(e.target.value)}
          css={(th: Theme) => inputStyle(th)}
        />
      </div>
      <div css={label}>
        <label htmlFor={`${id}-s`}>{t('sort')}</label>
        <select
          id={`${id}-s`}
          name="sort"
          value={sort}
          onChange={(e) => onSort(e.target.value as Sort)}
          css={(th: Theme) => inputStyle(th)}
        >
          {SORTS.map((s) => (
            <option key={s} value={s}>
              {t(`sort_${s}`)}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}

/** A provider's logo, generated here: its initials on a colour seeded by its code. */
function ProviderLogo({ code }: { code: string }) {
  const hue = hash(code) % 360;
  return (
    <svg width="28" height="28" viewBox="0 0 28 28" aria-hidden="true" focusable="false">
      <rect width="28" height="28" rx="7" fill={`hsl(${hue} 65% 30%)`} />
      <text
        x="14"
        y="18.5"
        textAnchor="middle"
        fontSize="11"
        fontWeight="800"
        fill="#fff"
        fontFamily="sans-serif"
      >
        {code.slice(0, 2)}
      </text>
    </svg>
  );
}

/**
 * The providers rail's place while its call is on its way (PAGES.md §2): one chip high, as the rail is, so the grid
 * below does not move down when the rail arrives — the rail's answer can come a render after the page's first
 * (carried in the page, or answered while the module ran), and the page is drawn in between.
 */
export function ProvidersRailPlaceholder() {
  return (
    <div
      data-testid="providers-pending"
      css={css`
        padding-bottom: 0.25rem;
      `}
    >
      <Skeleton height="44px" />
    </div>
  );
}

/** The category's providers with their game counts; one chosen filters the grid (aria-pressed). */
export function ProvidersRail({
  providers,
  selected,
  total,
  onSelect,
}: {
  providers: ProviderEntry[];
  selected: string | null;
  total: number;
  onSelect: (code: string | null) => void;
}) {
  const { t } = useTranslation('games');
  const chip = (th: Theme, on: boolean) => [
    css`
      display: inline-flex;
      align-items: center;
      gap: 0.45rem;
      min-height: 44px;
      padding: 0.3rem 0.75rem 0.3rem 0.4rem;
      border-radius: 999px;
      border: 1px solid ${on ? th.palette.primary : th.palette.border};
      background: ${on ? th.palette.primary : th.palette.surface};
      color: ${on ? th.palette.primaryText : th.palette.text};
      font: inherit;
      font-size: 0.9rem;
      white-space: nowrap;
      cursor: pointer;
    `,
    focusRing(th),
  ];
  return (
    <nav
      aria-label={t('providers')}
      css={css`
        min-width: 0;
      `}
    >
      <ul
        data-testid="providers"
        css={css`
          list-style: none;
          margin: 0;
          padding: 0 0 0.25rem;
          display: flex;
          gap: 0.5rem;
          overflow-x: auto;
          scrollbar-width: thin;
        `}
      >
        <li>
          <button
            type="button"
            aria-pressed={selected === null}
            onClick={() => onSelect(null)}
            css={(th: Theme) => chip(th, selected === null)}
          >
            {t('allProviders')} <span data-count>{total}</span>
          </button>
        </li>
        {providers.map((p) => (
          <li key={p.provider_code}>
            <button
              type="button"
              aria-pressed={selected === p.provider_code}
              aria-label={t('providerGames', { provider: p.provider_code, count: p.count })}
              data-provider={p.provider_code}
              onClick={() => onSelect(p.provider_code)}
              css={(th: Theme) => chip(th, selected === p.provider_code)}
            >
              <ProviderLogo code={p.provider_code} />
              {p.provider_code} <span data-count>{p.count}</span>
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
}
