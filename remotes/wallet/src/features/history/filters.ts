import { TRANSACTION_STATUSES, TRANSACTION_TYPES } from '@site/shared/contract';
import { isIsoDate, playerTimeZone } from '@site/shared';
import type { TransactionFilters, TransactionStatus, TransactionType } from '@site/shared';

export const PAGE_SIZE = 10;

/** The request's filters, with the page always set. */
export type HistoryView = Omit<TransactionFilters, 'page' | 'page_size'> & { page: number };

const validDay = (s: string | null): string | undefined => (s && isIsoDate(s) ? s : undefined);

/**
 * The view of /transaction-history from its URL query (`type`, `status`, `from`, `to`, `page`): a reload or a
 * shared link shows the same view. Anything unknown or malformed is dropped (page → 1), never sent to the API.
 */
export function parseView(q: URLSearchParams): HistoryView {
  const type = q.get('type');
  const status = q.get('status');
  const page = Number(q.get('page'));
  const view: HistoryView = { page: Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1 };
  if (type && (TRANSACTION_TYPES as readonly string[]).includes(type)) view.type = type as TransactionType;
  if (status && (TRANSACTION_STATUSES as readonly string[]).includes(status))
    view.status = status as TransactionStatus;
  const from = validDay(q.get('from'));
  const to = validDay(q.get('to'));
  if (from) view.date_from = from;
  if (to) view.date_to = to;
  return view;
}

/** The URL query of a view (empty parts and page 1 left out). */
export function viewQuery(v: HistoryView): URLSearchParams {
  const q = new URLSearchParams();
  if (v.type) q.set('type', v.type);
  if (v.status) q.set('status', v.status);
  if (v.date_from) q.set('from', v.date_from);
  if (v.date_to) q.set('to', v.date_to);
  if (v.page > 1) q.set('page', String(v.page));
  return q;
}

/**
 * The API request of a view: a range whose start is after its end is not sent (the picker shows the error); the
 * days of a range are the player's (`tz`, the zone the rows are shown in).
 */
export function viewRequest(v: HistoryView, tz = playerTimeZone()) {
  const ordered = !(v.date_from && v.date_to && v.date_from > v.date_to);
  return {
    page: v.page,
    page_size: PAGE_SIZE,
    ...(v.type ? { type: v.type } : {}),
    ...(v.status ? { status: v.status } : {}),
    ...(ordered && v.date_from ? { date_from: v.date_from } : {}),
    ...(ordered && v.date_to ? { date_to: v.date_to } : {}),
    ...(ordered && (v.date_from || v.date_to) ? { tz } : {}),
  };
}
