/** A list drawn from its query (QueryList): loading, failure, empty, a page past the end, the table and its pages. */
import { useTranslation } from 'react-i18next';
import { Button, DataTable, EmptyState, Pagination, Skeleton, type Column } from '@site/shared/ui';
import { fitTable, TableScroll } from './table-fit';
import { Failure } from './ui';

/** What QueryList reads of a list query (TanStack's `useQuery` result): its state, data and Retry. */
export interface ListQuery<Data> {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  data: Data | undefined;
  refetch: () => unknown;
}

/**
 * A list page's body, drawn from its query: a skeleton while it loads, the failure with Retry, the empty
 * message (and its next step, e.g. clearing the filters), or the table — inside a scrolling frame named by
 * `scroll` (the caption unless told; `false` for none) — and its pages when `paging` is given.
 */
export function QueryList<Data extends { items: unknown[]; total?: number }>({
  query,
  lines = 6,
  failure,
  namespaces,
  empty,
  clear,
  caption,
  columns,
  rowKey,
  testId,
  scroll,
  paging,
}: {
  query: ListQuery<Data>;
  /** the skeleton's height in lines */
  lines?: number;
  /** the failure's title */
  failure?: string;
  /** the section's own error codes (useErrorText) */
  namespaces?: readonly string[];
  empty: string;
  /** the empty message's next step while filters are set: a button that clears them */
  clear?: { label: string; onClick: () => void };
  caption: (data: Data) => string;
  columns: Column<Data['items'][number]>[];
  rowKey: (row: Data['items'][number]) => string;
  testId: string;
  scroll?: string | false;
  /** pages of `pageSize` rows out of `data.total` */
  paging?: { page: number; pageSize: number; onPage: (page: number) => void };
}) {
  if (query.isError)
    return (
      <Failure
        title={failure}
        error={query.error}
        onRetry={() => void query.refetch()}
        namespaces={namespaces}
      />
    );
  const data = query.data;
  if (query.isPending || data === undefined) return <Skeleton lines={lines} />;
  // a page past the end (an old link, `?page=999`): say so and offer the last page, not "the list is empty"
  const lastPage = paging && data.total ? Math.ceil(data.total / paging.pageSize) : 0;
  if (data.items.length === 0 && paging && lastPage > 0 && paging.page > lastPage)
    return <PastEnd page={paging.page} last={lastPage} onPage={paging.onPage} />;
  if (data.items.length === 0)
    return (
      <EmptyState
        text={empty}
        action={
          clear ? (
            <Button variant="ghost" onClick={clear.onClick}>
              {clear.label}
            </Button>
          ) : undefined
        }
      />
    );
  const title = caption(data);
  const table = (
    <DataTable caption={title} columns={columns} rows={data.items} rowKey={rowKey} testId={testId} />
  );
  return (
    <>
      {scroll === false ? (
        <div css={fitTable}>{table}</div>
      ) : (
        <TableScroll label={scroll ?? title}>{table}</TableScroll>
      )}
      {paging ? (
        <Pagination
          config={{
            totalItems: data.total ?? data.items.length,
            itemsPerPage: paging.pageSize,
            page: paging.page,
          }}
          onChange={paging.onPage}
        />
      ) : null}
    </>
  );
}

function PastEnd({ page, last, onPage }: { page: number; last: number; onPage: (page: number) => void }) {
  const { t } = useTranslation('frame');
  return (
    <EmptyState
      text={t('list.pastEnd', { page, count: last })}
      action={
        <Button variant="ghost" onClick={() => onPage(last)} data-testid="list-last-page">
          {t('list.lastPage', { page: last })}
        </Button>
      }
    />
  );
}
