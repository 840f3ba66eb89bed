import { css, type Theme } from '@emotion/react';
import { focusRing, visuallyHidden } from '@site/shared/ui';
import { useT, type MessageKey } from '../../i18n/messages';

/** Moves the player to the slip: its heading focused (the slip is read from there), scrolled into view. */
export function focusSlip(): void {
  const title = document.getElementById('bet-slip-title');
  if (!title) return;
  title.focus({ preventScroll: true });
  title.scrollIntoView({ block: 'start' });
}

/**
 * Below the desktop layout the slip sits under every match, thousands of pixels from a tapped price: this bar
 * stays at the bottom of the screen (sticky, so it rests under the slip once the slip is reached) with the
 * number of picks, and its button takes the player to the slip (focus on the slip's heading). Not drawn without
 * picks, nor on desktop, where the slip is beside the matches.
 *
 * The count is announced by a polite live region that is in the page from the start, empty and visually nothing
 * (a region added together with its first text is often not announced): the first pick's "1 pick" is read out,
 * and each change after it. Not on desktop either (display: none there, like the bar).
 */
export function SlipBar({ count }: { count: number }) {
  const { t } = useT();
  const picks = count > 0 ? t('picks' as MessageKey, { count }) : '';
  return (
    <>
      <p
        data-testid="slip-bar-live"
        aria-live="polite"
        aria-atomic="true"
        css={(th: Theme) => css`
          ${visuallyHidden};
          margin: 0;
          @media (min-width: ${th.breakpoints.desktop}px) {
            display: none;
          }
        `}
      >
        {picks}
      </p>
      {count > 0 && <Bar picks={picks} />}
    </>
  );
}

function Bar({ picks }: { picks: string }) {
  const { t } = useT();
  return (
    <div
      data-testid="slip-bar"
      css={(th: Theme) => css`
        position: sticky;
        bottom: 0;
        z-index: 20;
        display: flex;
        justify-content: flex-end;
        padding: 0.5rem 0;
        @media (min-width: ${th.breakpoints.desktop}px) {
          display: none;
        }
      `}
    >
      <button
        type="button"
        data-testid="slip-bar-button"
        onClick={focusSlip}
        css={(th: Theme) => css`
          ${focusRing(th)};
          display: inline-flex;
          gap: 0.6rem;
          align-items: center;
          min-height: 48px;
          max-width: 100%;
          padding: 0 1rem;
          font: inherit;
          font-weight: 600;
          cursor: pointer;
          border: 0;
          border-radius: 999px;
          background: ${th.palette.primary};
          color: ${th.palette.primaryText};
          box-shadow: ${th.shadow};
        `}
      >
        <span data-testid="slip-bar-count">{picks}</span>
        <span aria-hidden="true">·</span>
        <span>{t('viewSlip')}</span>
      </button>
    </div>
  );
}
