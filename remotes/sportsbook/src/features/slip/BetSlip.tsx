import { css, type Theme } from '@emotion/react';
import { useEffect, useRef, useState } from 'react';
import { answerOf, bus, useAuthRef, useBalance } from '@site/shared';
import { Button, EmptyState, FormError, useAnswerText, useFormat } from '@site/shared/ui';
import { useT } from '../../i18n/messages';
import { formatOdds } from '../odds/odds';
import { useOddsFormat } from '../odds/choice';
import { selectionText } from '../selection/text';
import {
  acceptPrices,
  EMPTY_SLIP,
  parlayOdds,
  priceChanges,
  removeLeg,
  type Slip,
  type SlipMode,
} from './slip';
import { checkSlip, type SlipErrors, type SlipMessage } from './check';
import { StakeField } from './StakeField';
import { LegSummary } from './LegSummary';
import { usePlaceBet } from './api/place-bet';
import { useSignIn } from './useSignIn';
import { useBetLimits } from './api/bet-limits';

/**
 * The bet slip: singles (a stake per pick) or one parlay (2–10 picks of different matches), quick amounts, the
 * stake limits, the potential payout in the player's odds format, and odds that moved shown for re-confirmation
 * (or taken automatically when the player chose so). Guests are sent to the site's sign-in flow.
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
  const ref = useAuthRef();
  const balance = useBalance();
  const place = usePlaceBet();
  const answerText = useAnswerText(['sportsbook']);
  const signIn = useSignIn();
  const [errors, setErrors] = useState<SlipErrors>({});
  const [placed, setPlaced] = useState<number[]>([]);
  const [busy, setBusy] = useState(false);

  const changes = prices ? priceChanges(slip.legs, prices) : [];
  const moved = changes.filter((c) => c.to !== null);
  const closed = changes.filter((c) => c.to === null);
  useEffect(() => {
    if (slip.acceptChanges && prices && moved.length) update((s) => acceptPrices(s, prices));
  }, [slip.acceptChanges, prices, moved.length, update]);

  const setMode = (mode: SlipMode) => {
    setErrors({});
    update((s) => ({ ...s, mode }));
  };
  const legText = (l: Slip['legs'][number]) => selectionText(l.selection, t, language);

  const balanceMinor = balance.data?.game_balance ?? null;
  const parlay = slip.mode === 'parlay';
  const combined = parlayOdds(slip.legs);

  // the site's stake limits; until they are known the server's own check stands alone (no range is shown)
  const siteLimits = useBetLimits();
  const limits = siteLimits.data
    ? { min: siteLimits.data.min_stake, max: siteLimits.data.max_stake }
    : undefined;
  // messages are kept as keys and amounts (or the server's answer) and put into words here, in today's language
  const say = (m: SlipMessage | undefined): string | undefined => {
    if (!m) return undefined;
    if ('answer' in m) return answerText(m.answer, {}).text;
    const values: Record<string, string> = {};
    for (const [k, v] of Object.entries(m.amounts ?? {})) values[k] = f.money(v);
    return t(m.key as never, values);
  };

  // one submission at a time: a second Enter or click while a bet is on its way does nothing
  const sending = useRef(false);
  const submit = async () => {
    if (!ref) return signIn();
    if (sending.current) return;
    setPlaced([]);
    const checked = checkSlip(slip, { moved: moved.length, closed: closed.length }, balanceMinor, limits);
    if ('errors' in checked) return setErrors(checked.errors);
    setErrors({});
    sending.current = true;
    setBusy(true);
    const done: number[] = [];
    try {
      for (const b of checked.bets) {
        try {
          const bet = await place.mutateAsync({
            bet_type: b.bet_type,
            stake: b.stake,
            selections: b.selections,
          });
          done.push(bet.bet_id);
          // a placed bet leaves the slip; what failed stays, as typed
          update((s) => {
            let out = s;
            for (const id of b.legs) out = removeLeg(out, id);
            return parlay ? { ...out, parlayStake: '', mode: out.legs.length ? out.mode : 'single' } : out;
          });
        } catch (e) {
          const answer = answerOf(e);
          if (answer.statusMessage === 'oddsChanged' || answer.statusMessage === 'marketClosed')
            refetchPrices();
          setErrors(b.key === 'parlay' ? { form: { answer } } : { [b.key]: { answer }, form: { answer } });
          break;
        }
      }
    } finally {
      sending.current = false;
      setBusy(false);
      setPlaced(done);
      if (done.length)
        bus.emit('toast:show', {
          kind: 'success',
          text: done.map((id) => t('placed', { id })).join(' '),
          duration: 3000,
          position: 'bottom-right',
        });
    }
  };

  const stakeField = (
    key: string,
    label: string,
    value: string,
    onValue: (v: string) => void,
    odds: number,
  ) => (
    <StakeField
      id={key}
      label={label}
      value={value}
      onValue={onValue}
      odds={odds}
      balance={balanceMinor}
      limits={limits}
      error={say(errors[key])}
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
        css={css`
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
            void submit();
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
                {t('combinedOdds')}: <strong>{formatOdds(combined, format)}</strong>
              </div>
              {stakeField(
                'parlay',
                t('parlayStake', { currency: f.currency }),
                slip.parlayStake,
                (v) => update((s) => ({ ...s, parlayStake: v })),
                combined,
              )}
            </>
          ) : null}
          {moved.length && prices ? (
            <Button variant="ghost" onClick={() => update((s) => acceptPrices(s, prices))}>
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
              checked={slip.acceptChanges}
              onChange={(e) => update((s) => ({ ...s, acceptChanges: e.target.checked }))}
              // Enter on the option does not place a bet (only a stake or Place bet does)
              onKeyDown={(e) => e.key === 'Enter' && e.preventDefault()}
              css={css`
                width: 1.2rem;
                height: 1.2rem;
              `}
            />
            {t('acceptChanges')}
          </label>
          <FormError message={say(errors.form)} testId="slip-error" />
          <div
            css={css`
              display: flex;
              flex-wrap: wrap;
              gap: 0.5rem;
            `}
          >
            <Button type="submit" disabled={busy} data-testid="place-bet">
              {!ref ? t('loginToBet') : busy ? t('placing') : t('placeBet')}
            </Button>
            <Button
              variant="ghost"
              onClick={() => update(() => ({ ...EMPTY_SLIP, acceptChanges: slip.acceptChanges }))}
            >
              {t('clearSlip')}
            </Button>
          </div>
        </form>
      )}
    </section>
  );
}
