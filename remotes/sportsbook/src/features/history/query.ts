/**
 * /bet-history's filters live in the URL query (`?status=won&from=2026-11-01&to=2026-11-23&page=2`), so a
 * filtered page can be reloaded, shared and navigated back to. Pure; unit-tested. Anything malformed in the URL
 * is ignored (the whole history), never an error. A start after the end is kept as typed: the date picker shows
 * the shared `dateRangeError` message and no request is sent for it (`reversedRange`), as on
 * /transaction-history.
 */
import { dateRangeError, isIsoDate } from '@site/shared';

export const PAGE_SIZE = 10;

export const STATUSES = ['open', 'won', 'lost', 'void'] as const;
export type BetStatus = (typeof STATUSES)[number];

export interface HistoryQuery {
  status: BetStatus | null;
  from: string;
  to: string;
  page: number;
}

export function parseHistoryQuery(params: URLSearchParams): HistoryQuery {
  const status = params.get('status');
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  const page = Number(params.get('page') ?? '1');
  const validFrom = isIsoDate(from) ? from : '';
  const validTo = isIsoDate(to) ? to : '';
  return {
    status: (STATUSES as readonly string[]).includes(status ?? '') ? (status as BetStatus) : null,
    from: validFrom,
    to: validTo,
    page: Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1,
  };
}

/** The URL query of a filter state; a changed filter goes back to page 1 (the caller passes page 1). */
export function historySearch(q: HistoryQuery): string {
  const p = new URLSearchParams();
  if (q.status) p.set('status', q.status);
  if (q.from) p.set('from', q.from);
  if (q.to) p.set('to', q.to);
  if (q.page > 1) p.set('page', String(q.page));
  const s = p.toString();
  return s ? `?${s}` : '';
}

/** The range's start is after its end: the picker shows why and nothing is asked of the server. */
export function reversedRange(q: Pick<HistoryQuery, 'from' | 'to'>): boolean {
  return dateRangeError(q) === 'order';
}

/**
 * The page to show instead of `page` when it is past the last page of `total` bets (a bookmark, or an open
 * page after bets settled): the last page (page 1 when there are none), else null (the page stands).
 */
export function pageInRange(page: number, total: number): number | null {
  const last = Math.max(1, Math.ceil(total / PAGE_SIZE));
  return page > last ? last : null;
}
