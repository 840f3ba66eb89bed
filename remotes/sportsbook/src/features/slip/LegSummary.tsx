import { css, type Theme } from '@emotion/react';
import { Button } from '@site/shared/ui';
import { useT } from '../../i18n/messages';
import { formatOdds } from '../odds/odds';
import { useOddsFormat } from '../odds/choice';
import { marketName, selectionText, teams } from '../selection/text';
import type { PriceChange, SlipLeg } from './slip';

/**
 * A pick on the slip: what and at which odds, its match, Remove, and "Odds changed" / "Suspended — wait a moment"
 * (its market suspended for now, e.g. after a goal: the line goes when it reopens) / "No longer offered".
 */
export function LegSummary({
  leg,
  change,
  onRemove,
}: {
  leg: SlipLeg;
  change: PriceChange | undefined;
  onRemove: () => void;
}) {
  const { t, language } = useT();
  const [format] = useOddsFormat();
  const text = selectionText(leg.selection, t, language);
  const { home, away } = teams(leg.selection, language);
  return (
    <>
      <div
        css={css`
          display: flex;
          justify-content: space-between;
          gap: 0.5rem;
          align-items: start;
        `}
      >
        <div
          css={css`
            min-width: 0;
            overflow-wrap: anywhere;
          `}
        >
          <strong>{text}</strong> @ <strong data-testid="leg-odds">{formatOdds(leg.odds, format)}</strong>
          <div
            css={(th: Theme) => css`
              font-size: 0.85rem;
              color: ${th.palette.textMuted};
            `}
          >
            {marketName(leg.bet_type, t)} · {t('match', { home, away })}
          </div>
        </div>
        <Button variant="ghost" aria-label={t('remove', { pick: text })} onClick={onRemove}>
          ✕
        </Button>
      </div>
      {change ? (
        <p
          data-testid="odds-change"
          data-kind={change.kind}
          css={(th: Theme) => css`
            margin: 0;
            color: ${change.kind === 'suspended' ? th.palette.textMuted : th.palette.danger};
          `}
        >
          {change.kind === 'suspended'
            ? t('legSuspended')
            : change.to === null
              ? t('noLongerOffered')
              : t('oddsMoved', {
                  from: formatOdds(change.from, format),
                  to: formatOdds(change.to, format),
                })}
        </p>
      ) : null}
    </>
  );
}
