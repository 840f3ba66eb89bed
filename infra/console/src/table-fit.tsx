/** Every console table's long values (fitTable) and a wide table's scrolling frame (TableScroll). */
import { css, type Theme } from '@emotion/react';
import type { ReactNode } from 'react';
import { focusRing, phone } from '@site/shared/ui';

/**
 * Every console table's long values (QueryList and TableScroll put it around theirs, so no page repeats it). On a
 * phone DataTable draws each row as a card of flex rows, label beside value: a value's text may shrink and a long
 * word without spaces (an account, an email, a domain, a key, a browser name) breaks anywhere inside the card,
 * instead of widening the card and the page past the screen. Wider, a long word wraps where the column allows
 * (`break-word` leaves the columns' least widths alone: a table with many columns scrolls in its frame instead).
 * Text a page cuts short instead carries its whole value in a title.
 */
export const fitTable = (th: Theme) => css`
  min-width: 0;
  max-width: 100%;
  td {
    overflow-wrap: break-word;
  }
  ${phone(th)} {
    td {
      overflow-wrap: anywhere;
    }
    /* the label beside the value keeps its words whole ("Domain", not "Domai n") */
    td::before {
      overflow-wrap: normal;
    }
    td > *,
    td span {
      min-width: 0;
      white-space: normal;
    }
  }
`;

/**
 * A wide table's frame: on tablets and desktops a table wider than the page scrolls inside this region (the page
 * itself never scrolls sideways); it is focusable so the keyboard can scroll it too. On phones DataTable turns
 * rows into cards, which never overflow.
 */
export function TableScroll({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div
      role="region"
      aria-label={label}
      tabIndex={0}
      css={(th: Theme) => css`
        /* positioned: an absolutely placed descendant (a visually hidden label) scrolls with the table instead of
           widening the page from where the table overflows */
        position: relative;
        overflow-x: auto;
        ${fitTable(th)}
        ${focusRing(th)}
      `}
    >
      {children}
    </div>
  );
}
