import { css, type Theme } from '@emotion/react';
import { useEffect } from 'react';
import { useBalance } from '@site/shared';
import { Button, EmptyState, focusRing, useFormat } from '@site/shared/ui';
import { useT } from '../../i18n/messages';
import { useOddsFormat } from '../odds/choice';
import { selectionText } from '../selection/text';
import {
  acceptPrices,
  EMPTY_SLIP,
  formatCombined,
  oddsTooHigh,
  parlayOdds,
  priceChanges,
  removeLeg,
  type Slip,
  type SlipMode,
} from './slip';
import { StakeField } from './StakeField';
import { LegSummary } from './LegSummary';
import { SlipFooter } from './SlipFooter';
import { usePlaceSlip } from './usePlaceSlip';
import { useBetLimits } from './api/bet-limits';

/**
 * The bet slip: singles (a stake per pick) or one parlay (2–10 picks of different matches), quick amounts, the
 * stake limits, the potential payout in the player's odds format, and odds that moved shown for re-confirmation
 * (or taken automatically when the player chose so). Place bet is `usePlaceSlip`; guests are sent to the site's
 * sign-in flow.
 */
export function BetSlip({
  slip,
  update,
  prices,
  refetchPrices,
}: {
  slip: Slip;
  update: (u: (s: Slip) => Slip) => void;
  prices: Map<number, { odds: number; open: boolean }> | null;
  refetchPrices: () => void;
}) {
  const { t, language } = useT();
  const f = useFormat();
  const [format] = useOddsFormat();
  const balance = useBalance();

  const changes = prices ? priceChanges(slip.legs, prices) : [];
  const moved = changes.filter((c) => c.kind === 'moved');
  const closed = changes.filter((c) => c.kind === 'closed');
  const suspended = changes.filter((c) => c.kind === 'suspended');
  useEffect(() => {
    if (slip.acceptChanges && prices && moved.length) update((s) => acceptPrices(s, prices));
  }, [slip.acceptChanges, prices, moved.length, update]);

  const legText = (l: Slip['legs'][number]) => selectionText(l.selection, t, language);
  const balanceMinor = balance.data?.game_balance ?? null;
  const parlay = slip.mode === 'parlay';
  const combined = parlayOdds(slip.legs);
  // a parlay the server would refuse (combined odds above its cap): said at the parlay, no payout figure
  const overCap = parlay && oddsTooHigh(combined);

  // the site's stake limits; until they are known the server's own check stands alone (no range is shown)
  const siteLimits = useBetLimits();
  const limits = siteLimits.data
    ? { min: siteLimits.data.min_stake, max: siteLimits.data.max_stake }
    : undefined;

  const { submit, busy, placed, errors, clearErrors, signedIn } = usePlaceSlip({
    slip,
    update,
    prices: { moved: moved.length, closed: closed.length, suspended: suspended.length },
    balance: balanceMinor,
    limits,
    refetchPrices,
  });
  const capText = t('parlayOddsTooHigh');
  const setMode = (mode: SlipMode) => {
    clearErrors();
    update((s) => ({ ...s, mode }));
  };

  const stakeField = (
    key: string,
    label: string,
    value: string,
    onValue: (v: string) => void,
    odds: number | null,
  ) => (
    <StakeField
      id={key}
      label={label}
      value={value}
      onValue={onValue}
      odds={odds}
      balance={balanceMinor}
      limits={limits}
      error={errors[key]}
    />
  );

  return (
    <section
      aria-labelledby="bet-slip-title"
      data-testid="bet-slip"
      css={(th: Theme) => css`
        display: grid;
        gap: 0.8rem;
        align-content: start;
        padding: 1rem;
        border: 1px solid ${th.palette.border};
        border-radius: ${th.radius};
        background: ${th.palette.surface};
        min-width: 0;
      `}
    >
      <h2
        id="bet-slip-title"
        // the slip bar (phones) moves the focus here
        tabIndex={-1}
        css={(th: Theme) => css`
          ${focusRing(th)};
          margin: 0;
          font-size: 1.15rem;
        `}
      >
        {t('slipTitle')} ({slip.legs.length})
      </h2>
      {placed.length ? (
        <p
          role="status"
          data-testid="slip-placed"
          css={(th: Theme) => css`
            margin: 0;
            color: ${th.palette.success};
          `}
        >
          {placed.map((id) => t('placed', { id })).join(' ')}
        </p>
      ) : null}
      {slip.legs.length === 0 ? (
        <EmptyState text={t('slipEmpty')} />
      ) : (
        // a real form: Enter in a stake places the bet, exactly as Place bet does (the submit button)
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            submit();
          }}
          css={css`
            display: grid;
            gap: 0.8rem;
            min-width: 0;
          `}
        >
          <div
            role="radiogroup"
            aria-label={t('slipMode')}
            css={css`
              display: flex;
              gap: 0.4rem;
            `}
          >
            {(['single', 'parlay'] as const).map((m) => (
              <Button
                key={m}
                role="radio"
                aria-checked={slip.mode === m}
                variant={slip.mode === m ? 'primary' : 'ghost'}
                onClick={() => setMode(m)}
              >
                {m === 'single' ? t('singles') : t('parlayMode')}
              </Button>
            ))}
          </div>
          <ul
            css={css`
              list-style: none;
              margin: 0;
              padding: 0;
              display: grid;
              gap: 0.8rem;
            `}
          >
            {slip.legs.map((l) => {
              const key = String(l.selection_id);
              const change = changes.find((c) => c.selection_id === l.selection_id);
              return (
                <li
                  key={key}
                  data-testid="slip-leg"
                  css={(th: Theme) => css`
                    display: grid;
                    gap: 0.3rem;
                    padding-bottom: 0.6rem;
                    border-bottom: 1px solid ${th.palette.border};
                  `}
                >
                  <LegSummary
                    leg={l}
                    change={change}
                    onRemove={() => update((s) => removeLeg(s, l.selection_id))}
                  />
                  {!parlay
                    ? stakeField(
                        key,
                        t('stakeOn', { pick: legText(l), currency: f.currency }),
                        slip.stakes[key] ?? '',
                        (v) => update((s) => ({ ...s, stakes: { ...s.stakes, [key]: v } })),
                        l.odds,
                      )
                    : null}
                </li>
              );
            })}
          </ul>
          {parlay ? (
            <>
              <div data-testid="combined-odds">
                {t('combinedOdds')}: <strong>{formatCombined(combined, format)}</strong>
              </div>
              {overCap && errors.form !== capText ? (
                <p
                  data-testid="odds-cap"
                  css={(th: Theme) => css`
                    margin: 0;
                    color: ${th.palette.danger};
                  `}
                >
                  {capText}
                </p>
              ) : null}
              {stakeField(
                'parlay',
                t('parlayStake', { currency: f.currency }),
                slip.parlayStake,
                (v) => update((s) => ({ ...s, parlayStake: v })),
                overCap ? null : combined,
              )}
            </>
          ) : null}
          <SlipFooter
            acceptChanges={slip.acceptChanges}
            onAcceptChanges={(accept) => update((s) => ({ ...s, acceptChanges: accept }))}
            onAcceptPrices={moved.length && prices ? () => update((s) => acceptPrices(s, prices)) : undefined}
            error={errors.form}
            busy={busy}
            signedIn={signedIn}
            onClear={() => update(() => ({ ...EMPTY_SLIP, acceptChanges: slip.acceptChanges }))}
          />
        </form>
      )}
    </section>
  );
}
