import { css, type Theme } from '@emotion/react';
import type { ReactNode } from 'react';
import { phone } from './styles';

export interface Column<Row> {
  key: string;
  header: string;
  cell: (row: Row) => ReactNode;
  /** right-aligned figures */
  numeric?: boolean;
}

/**
 * A table on tablets and desktops; on phones each row becomes a card whose cells carry their column's header
 * (PAGES.md §5). Header cells stay in the markup, so screen readers read a real table at every width.
 */
export function DataTable<Row>({
  columns,
  rows,
  rowKey,
  caption,
  testId,
}: {
  columns: Column<Row>[];
  rows: Row[];
  rowKey: (row: Row) => string;
  /** names the table (visible above it) */
  caption: string;
  testId?: string;
}) {
  return (
    <table
      data-testid={testId}
      css={(t: Theme) => css`
        width: 100%;
        border-collapse: collapse;
        font-variant-numeric: tabular-nums;
        caption {
          text-align: left;
          font-weight: 600;
          padding-bottom: 0.5rem;
        }
        th,
        td {
          text-align: left;
          padding: 0.55rem 0.6rem;
          border-bottom: 1px solid ${t.palette.border};
        }
        th {
          color: ${t.palette.textMuted};
          font-weight: 600;
          font-size: 0.9rem;
        }
        [data-numeric] {
          text-align: right;
        }
        ${phone(t)} {
          thead {
            display: none;
          }
          tbody,
          tr,
          td {
            display: block;
          }
          tr {
            border: 1px solid ${t.palette.border};
            border-radius: ${t.radius};
            background: ${t.palette.surface};
            margin-bottom: 0.6rem;
            padding: 0.3rem 0.2rem;
          }
          td {
            display: flex;
            justify-content: space-between;
            gap: 1rem;
            border: 0;
            padding: 0.3rem 0.6rem;
            text-align: right;
          }
          td::before {
            content: attr(data-label);
            color: ${t.palette.textMuted};
            text-align: left;
          }
          /* a cell with nothing in it (the current session's sign-out, a limit with no pending change) is not a
             label without a value on the card */
          td:empty {
            display: none;
          }
        }
      `}
    >
      <caption>{caption}</caption>
      <thead>
        <tr>
          {columns.map((c) => (
            <th key={c.key} scope="col" data-numeric={c.numeric || undefined}>
              {c.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={rowKey(row)}>
            {columns.map((c) => (
              <td key={c.key} data-label={c.header} data-numeric={c.numeric || undefined}>
                {c.cell(row)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
