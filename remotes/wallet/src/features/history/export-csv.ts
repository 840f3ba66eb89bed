import { authRef, callValue, type Transaction } from '@site/shared';
import { decimalAmount, toCsv } from './csv';
import { viewRequest, type HistoryView } from './filters';

const EXPORT_PAGE = 100;
const EXPORT_MAX_PAGES = 100;

/** Every transaction of the filtered view (all pages, 100 at a time), as a CSV file the browser downloads. */
export async function exportCsv(
  view: HistoryView,
  header: readonly string[],
  fileName: string,
): Promise<number> {
  const ref = authRef();
  if (!ref) return 0;
  const rows: Transaction[] = [];
  for (let page = 1; page <= EXPORT_MAX_PAGES; page++) {
    const v = await callValue('/api/wallet/transactions', {
      ...ref,
      ...viewRequest({ ...view, page }),
      page,
      page_size: EXPORT_PAGE,
    });
    rows.push(...v.items);
    if (rows.length >= v.total || v.items.length === 0) break;
  }
  const csv = toCsv(
    header,
    rows.map((r) => [r.id, r.created_at, r.type, r.status, decimalAmount(r.amount), r.detail]),
  );
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
  return rows.length;
}
