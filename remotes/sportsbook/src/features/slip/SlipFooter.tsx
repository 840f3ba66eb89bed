import { css } from '@emotion/react';
import { Button, FormError } from '@site/shared/ui';
import { useT } from '../../i18n/messages';

/**
 * The end of the slip's form: **Accept new odds** (while a pick's price moved), the auto-accept option, the
 * slip's own message, **Place bet** (the form's submit button: disabled and "Placing…" while bets are on their
 * way, "Log in to bet" for a guest) and **Clear slip**.
 */
export function SlipFooter({
  acceptChanges,
  onAcceptChanges,
  onAcceptPrices,
  error,
  busy,
  signedIn,
  onClear,
}: {
  acceptChanges: boolean;
  onAcceptChanges: (accept: boolean) => void;
  /** takes the moved prices; undefined when no price moved */
  onAcceptPrices: (() => void) | undefined;
  error: string | undefined;
  busy: boolean;
  signedIn: boolean;
  onClear: () => void;
}) {
  const { t } = useT();
  return (
    <>
      {onAcceptPrices ? (
        <Button variant="ghost" onClick={onAcceptPrices}>
          {t('confirmOdds')}
        </Button>
      ) : null}
      <label
        css={css`
          display: flex;
          gap: 0.5rem;
          align-items: center;
          min-height: 44px;
        `}
      >
        <input
          type="checkbox"
          checked={acceptChanges}
          onChange={(e) => onAcceptChanges(e.target.checked)}
          // Enter on the option does not place a bet (only a stake or Place bet does)
          onKeyDown={(e) => e.key === 'Enter' && e.preventDefault()}
          css={css`
            width: 1.2rem;
            height: 1.2rem;
          `}
        />
        {t('acceptChanges')}
      </label>
      <FormError message={error} testId="slip-error" />
      <div
        css={css`
          display: flex;
          flex-wrap: wrap;
          gap: 0.5rem;
        `}
      >
        <Button type="submit" disabled={busy} data-testid="place-bet">
          {!signedIn ? t('loginToBet') : busy ? t('placing') : t('placeBet')}
        </Button>
        <Button variant="ghost" onClick={onClear}>
          {t('clearSlip')}
        </Button>
      </div>
    </>
  );
}
