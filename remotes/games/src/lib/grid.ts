/**
 * The lobby grid's geometry, shared by the windowed grid and its tests: tiles at least TILE_MIN px wide with
 * GAP px between them, two columns on a phone (a viewport up to NARROW_MAX px), as CSS `auto-fill` would lay
 * them out.
 */
export const TILE_MIN = 140;
export const GAP = 12;
export const NARROW_MAX = 480;
/** The tile's text block under its square art (name, provider, badges) before it is measured. */
export const TILE_TEXT_ESTIMATE = 66;

/** Columns for a grid `width` px wide in a viewport `viewport` px wide. */
export function columnsFor(width: number, viewport: number): number {
  if (!(width > 0)) return 2;
  if (viewport <= NARROW_MAX) return 2;
  return Math.max(1, Math.floor((width + GAP) / (TILE_MIN + GAP)));
}

/** A row's height before it is measured: the square art of one column plus the text block. */
export function rowEstimate(width: number, columns: number): number {
  const tile = (Math.max(width, 0) - GAP * (columns - 1)) / columns;
  return Math.max(0, Math.round(tile)) + TILE_TEXT_ESTIMATE;
}

/** Cells in rows of `columns`: the row `row` holds cells [row × columns, row × columns + columns). */
export function rowCount(cells: number, columns: number): number {
  return Math.ceil(cells / Math.max(1, columns));
}
