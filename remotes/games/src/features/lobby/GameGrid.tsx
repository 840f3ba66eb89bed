import { css, type Theme } from '@emotion/react';
import { defaultRangeExtractor, useWindowVirtualizer, type Range } from '@tanstack/react-virtual';
import { memo, useCallback, useLayoutEffect, useRef, useState, type FocusEvent, type RefObject } from 'react';
import { useTranslation } from '@site/shared/i18next';
import { IMAGE_RESIZE_DEBOUNCE_MS, type CatalogueFilters, type CatalogueGame } from '@site/shared';
import { Button } from '@site/shared/ui';
import { columnsFor, GAP, rowCount, rowEstimate } from '../../lib/grid';
import { PAGE_SIZE } from '../../lib/lobby-query';
import { useGamesPages } from './api/get-games';
import { GameTile, type HeartPress } from './GameTile';
// the games namespace this module's messages are in (an async module: no raw key is ever painted)
import '../../i18n/messages';

const skeletonStyle = (th: Theme) => css`
  border-radius: ${th.radius};
  background: ${th.palette.surfaceAlt};
  aspect-ratio: 1 / 1.35;
`;

const staticGrid = css`
  display: grid;
  gap: ${GAP}px;
  grid-template-columns: repeat(auto-fill, minmax(140px, 1fr));
  @media (max-width: 480px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

/** Skeleton tiles in the tiles' shape while the lobby's first page loads. */
export function SkeletonGrid({ count }: { count: number }) {
  return (
    <div css={staticGrid} aria-hidden="true">
      {Array.from({ length: count }, (_, i) => (
        <div key={i} data-testid="tile-skeleton" css={skeletonStyle} />
      ))}
    </div>
  );
}

type Cell = CatalogueGame | null; // null: a skeleton of a page still loading

/**
 * The grid's width, measured before paint and again after a resize settles (SPEC §9's 500 ms resize debounce):
 * the column count follows it.
 */
function useGridWidth(ref: RefObject<HTMLElement | null>) {
  const [size, setSize] = useState({ width: 0, viewport: 0 });
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const read = () => setSize({ width: el.clientWidth, viewport: window.innerWidth });
    read();
    let timer = 0;
    const ro = new ResizeObserver(() => {
      window.clearTimeout(timer);
      timer = window.setTimeout(read, IMAGE_RESIZE_DEBOUNCE_MS);
    });
    ro.observe(el);
    return () => {
      ro.disconnect();
      window.clearTimeout(timer);
    };
  }, [ref]);
  return size;
}

const rowStyle = css`
  position: absolute;
  top: 0;
  left: 0;
  width: 100%;
  display: grid;
  gap: ${GAP}px;
  align-items: stretch;
`;

/**
 * One row of the windowed grid. Memoised on primitives and the (memoised) cell list, so a scroll renders only
 * the rows that come into range.
 */
const GridRow = memo(function GridRow({
  index,
  top,
  columns,
  cells,
  total,
  measure,
  onFocusRow,
  isFav,
  onHeart,
}: {
  index: number;
  top: number;
  columns: number;
  cells: readonly Cell[];
  total: number;
  measure: (el: HTMLElement | null) => void;
  onFocusRow: (row: number | null) => void;
  isFav: (code: string) => boolean;
  onHeart: HeartPress;
}) {
  return (
    <div
      data-index={index}
      ref={measure}
      role="presentation"
      onFocus={() => onFocusRow(index)}
      onBlur={(e: FocusEvent<HTMLDivElement>) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) onFocusRow(null);
      }}
      css={rowStyle}
      style={{
        gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`,
        transform: `translateY(${top}px)`,
      }}
    >
      {cells.slice(index * columns, (index + 1) * columns).map((game, j) => {
        const at = index * columns + j;
        return game ? (
          <div key={game.game_code} role="listitem" aria-posinset={at + 1} aria-setsize={total}>
            <GameTile game={game} fav={isFav(game.game_code)} onHeart={onHeart} eager />
          </div>
        ) : (
          <div key={`s${at}`} aria-hidden="true" data-testid="tile-skeleton" css={skeletonStyle} />
        );
      })}
    </div>
  );
});

/**
 * The lobby's games, windowed: rows of tiles are in the DOM only while on or near the screen
 * (@tanstack/react-virtual against the window's scroll), so 500 tiles scroll as smoothly as 24 (issue 12,
 * bench/lobby-scroll.ts). Each tile is a list item with its place in the whole list (`aria-posinset` /
 * `aria-setsize`), so a screen reader still hears "12 of 160"; the row holding keyboard focus stays mounted
 * when scrolled away, so Tab continues from it. Pages of 24 are each their own cached query: a page still
 * loading shows skeleton tiles in its place, a failed page a Retry line under the grid.
 */
export function GameGrid({
  filters,
  pages,
  total,
  labelledBy,
  isFav,
  onHeart,
}: {
  filters: CatalogueFilters;
  pages: number;
  total: number;
  labelledBy: string;
  isFav: (code: string) => boolean;
  onHeart: HeartPress;
}) {
  const { t } = useTranslation(['games', 'ui']);
  const { cells, loaded, failed } = useGamesPages(filters, pages, PAGE_SIZE, total);
  return (
    <>
      <WindowedList
        cells={cells}
        loaded={loaded}
        total={total}
        labelledBy={labelledBy}
        isFav={isFav}
        onHeart={onHeart}
      />
      {failed ? (
        <p
          role="alert"
          css={css`
            margin: 1rem 0 0;
          `}
        >
          {t('catalogueFailed')}{' '}
          <Button variant="ghost" onClick={() => void failed.refetch()}>
            {t('ui:retry')}
          </Button>
        </p>
      ) : null}
    </>
  );
}

/** The virtualizer's own component: a scroll re-renders this list, not the page queries above it. */
function WindowedList({
  cells,
  loaded,
  total,
  labelledBy,
  isFav,
  onHeart,
}: {
  cells: readonly Cell[];
  loaded: number;
  total: number;
  labelledBy: string;
  isFav: (code: string) => boolean;
  onHeart: HeartPress;
}) {
  const listRef = useRef<HTMLDivElement>(null);
  const { width, viewport } = useGridWidth(listRef);
  const columns = columnsFor(width, viewport);
  // Where the grid starts in the document: the rows above it (favourites, recently played, providers) arrive
  // later and push it down, which changes the page's height — read again whenever it does.
  const [offset, setOffset] = useState(0);
  useLayoutEffect(() => {
    const el = listRef.current;
    if (!el) return;
    const read = () => setOffset(Math.round(el.getBoundingClientRect().top + window.scrollY));
    read();
    const ro = new ResizeObserver(read);
    ro.observe(document.body);
    return () => ro.disconnect();
  }, []);
  const focusedRow = useRef<number | null>(null);
  const onFocusRow = useCallback((row: number | null) => (focusedRow.current = row), []);
  const rangeExtractor = useCallback((range: Range) => {
    const keep = defaultRangeExtractor(range);
    const f = focusedRow.current;
    if (f !== null && f < range.count && !keep.includes(f)) keep.push(f);
    return keep.sort((a, b) => a - b);
  }, []);
  const estimate = rowEstimate(width, columns);
  const virtual = useWindowVirtualizer({
    count: rowCount(cells.length, columns),
    estimateSize: () => estimate,
    overscan: 2,
    useFlushSync: false,
    gap: GAP,
    scrollMargin: offset,
    rangeExtractor,
    // a new column count is a new layout: measured heights of the old one do not apply
    getItemKey: (i) => `${columns}:${i}`,
  });
  return (
    <div
      ref={listRef}
      role="list"
      aria-labelledby={labelledBy}
      aria-busy={loaded < cells.length}
      data-testid="game-list"
      data-loaded={loaded}
      data-columns={columns}
      css={css`
        position: relative;
        width: 100%;
      `}
      style={{ height: virtual.getTotalSize() }}
    >
      {virtual.getVirtualItems().map((row) => (
        <GridRow
          key={row.key}
          index={row.index}
          top={row.start - offset}
          columns={columns}
          cells={cells}
          total={total}
          measure={virtual.measureElement}
          onFocusRow={onFocusRow}
          isFav={isFav}
          onHeart={onHeart}
        />
      ))}
    </div>
  );
}
