import { css, type Theme } from '@emotion/react';
import { focusRing, visuallyHidden } from '@site/shared/ui';
import { useT } from '../../i18n/messages';

/** The slip's stake for a pick (its own, or the parlay's), else the slip's first field. */
function stakeOf(selectionId: number): HTMLElement | null {
  const slip = document.querySelector('[data-testid="bet-slip"]');
  return (
    slip?.querySelector<HTMLElement>(`input[name="stake-${selectionId}"]`) ??
    slip?.querySelector<HTMLElement>('input[name="stake-parlay"]') ??
    slip?.querySelector<HTMLElement>('input, button') ??
    null
  );
}

/**
 * "Go to bet slip", right after a picked price in the tab order: hidden until focused (it takes no room, nothing
 * shifts), it moves the focus to that pick's stake. Focus is never moved by picking itself (docs/sportsbook.md).
 */
export function GoToSlip({ selectionId }: { selectionId: number }) {
  const { t } = useT();
  return (
    <a
      href="#bet-slip-title"
      data-testid="go-to-slip"
      onClick={(e) => {
        const target = stakeOf(selectionId);
        if (!target) return;
        e.preventDefault();
        target.focus();
      }}
      css={(th: Theme) => css`
        ${visuallyHidden};
        ${focusRing(th)};
        &:focus {
          width: auto;
          height: auto;
          overflow: visible;
          clip-path: none;
          z-index: 1;
          display: inline-flex;
          align-items: center;
          min-height: 44px;
          padding: 0 0.8rem;
          border-radius: ${th.radius};
          border: 1px solid ${th.palette.border};
          background: ${th.palette.surface};
          color: ${th.palette.text};
        }
      `}
    >
      {t('goToSlip')}
    </a>
  );
}
