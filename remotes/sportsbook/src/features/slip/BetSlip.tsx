import { css, type Theme } from '@emotion/react';
import { useEffect, useState } from 'react';
import { answerOf, bus, useAuthRef, useBalance } from '@site/shared';
import { AmountInput, Button, EmptyState, FormError, useAnswerText, useFormat } from '@site/shared/ui';
import { useT } from '../../i18n/messages';
import { formatOdds } from '../odds/odds';
import { useOddsFormat } from '../odds/choice';
import { marketName, selectionText, teams } from '../selection/text';
import {
  acceptPrices,
  EMPTY_SLIP,
  parlayOdds,
  parlayProblem,
  potentialPayout,
  priceChanges,
  removeLeg,
  stakeMinor,
  stakeProblem,
  API_STAKE_LIMITS,
  type Slip,
  type SlipMode,
} from './slip';
import { usePlaceBet } from './api/place-bet';
import { useSignIn } from './useSignIn';
import { useBetLimits } from './api/bet-limits';

const QUICK = [100, 500, 1000];

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
  const [errors, setErrors] = useState<Record<string, string>>({});
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
  const message = (key: string) =>
    t(key as never, {
      min: f.money(limits?.min ?? API_STAKE_LIMITS.min),
      max: f.money(limits?.max ?? API_STAKE_LIMITS.max),
    });

  const submit = async () => {
    if (!ref) return signIn();
    if (busy) return;
    setPlaced([]);
    if (closed.length) return setErrors({ form: t('marketClosed') });
    if (moved.length) return setErrors({ form: t('confirmFirst') });
    const next: Record<string, string> = {};
    const bets: {
      key: string;
      bet_type: string;
      stake: number;
      selections: { selection_id: number; odds: number }[];
      legs: number[];
    }[] = [];
    if (parlay) {
      const problem = parlayProblem(slip.legs);
      if (problem) return setErrors({ form: t(problem) });
      const stake = stakeMinor(slip.parlayStake);
      const p = stakeProblem(stake, balanceMinor, limits);
      if (p) return setErrors({ parlay: message(p) });
      bets.push({
        key: 'parlay',
        bet_type: 'PARLAY',
        stake: stake!,
        selections: slip.legs.map((l) => ({ selection_id: l.selection_id, odds: l.odds })),
        legs: slip.legs.map((l) => l.selection_id),
      });
    } else {
      let total = 0;
      for (const l of slip.legs) {
        const key = String(l.selection_id);
        const stake = stakeMinor(slip.stakes[key] ?? '');
        const p = stakeProblem(stake, balanceMinor === null ? null : balanceMinor - total, limits);
        if (p) next[key] = message(p);
        else {
          total += stake!;
          bets.push({
            key,
            bet_type: l.bet_type,
            stake: stake!,
            selections: [{ selection_id: l.selection_id, odds: l.odds }],
            legs: [l.selection_id],
          });
        }
      }
      if (Object.keys(next).length) return setErrors(next);
    }
    setErrors({});
    setBusy(true);
    const done: number[] = [];
    try {
      for (const b of bets) {
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
          const { text } = answerText(answer, {});
          setErrors(b.key === 'parlay' ? { form: text } : { [b.key]: text, form: text });
          break;
        }
      }
    } finally {
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
  ) => {
    const minor = stakeMinor(value);
    return (
      <div
        css={css`
          display: grid;
          gap: 0.4rem;
        `}
      >
        <AmountInput
          label={label}
          name={`stake-${key}`}
          value={value}
          min={limits?.min}
          max={limits?.max}
          onValue={(text) => onValue(text)}
          error={errors[key]}
        />
        <div
          role="group"
          aria-label={t('quickAmounts')}
          css={css`
            display: flex;
            flex-wrap: wrap;
            gap: 0.4rem;
          `}
        >
          {QUICK.map((q) => (
            <Button key={q} variant="ghost" onClick={() => onValue(String(q))}>
              {f.money(q * 100)}
            </Button>
          ))}
        </div>
        <div data-testid="potential" data-key={key}>
          {t('potential')}: <strong>{minor ? f.money(potentialPayout(minor, odds)) : '—'}</strong>
        </div>
      </div>
    );
  };

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
        <>
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
              const { home, away } = teams(l.selection, language);
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
                      <strong>{legText(l)}</strong> @{' '}
                      <strong data-testid="leg-odds">{formatOdds(l.odds, format)}</strong>
                      <div
                        css={(th: Theme) => css`
                          font-size: 0.85rem;
                          color: ${th.palette.textMuted};
                        `}
                      >
                        {marketName(l.bet_type, t)} · {t('match', { home, away })}
                      </div>
                    </div>
                    <Button
                      variant="ghost"
                      aria-label={t('remove', { pick: legText(l) })}
                      onClick={() => update((s) => removeLeg(s, l.selection_id))}
                    >
                      ✕
                    </Button>
                  </div>
                  {change ? (
                    <p
                      data-testid="odds-change"
                      css={(th: Theme) => css`
                        margin: 0;
                        color: ${th.palette.danger};
                      `}
                    >
                      {change.to === null
                        ? t('noLongerOffered')
                        : t('oddsMoved', {
                            from: formatOdds(change.from, format),
                            to: formatOdds(change.to, format),
                          })}
                    </p>
                  ) : null}
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
              css={css`
                width: 1.2rem;
                height: 1.2rem;
              `}
            />
            {t('acceptChanges')}
          </label>
          <FormError message={errors.form} testId="slip-error" />
          <div
            css={css`
              display: flex;
              flex-wrap: wrap;
              gap: 0.5rem;
            `}
          >
            <Button onClick={() => void submit()} disabled={busy} data-testid="place-bet">
              {!ref ? t('loginToBet') : busy ? t('placing') : t('placeBet')}
            </Button>
            <Button
              variant="ghost"
              onClick={() => update(() => ({ ...EMPTY_SLIP, acceptChanges: slip.acceptChanges }))}
            >
              {t('clearSlip')}
            </Button>
          </div>
        </>
      )}
    </section>
  );
}
