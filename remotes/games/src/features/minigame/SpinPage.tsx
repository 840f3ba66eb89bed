import { css, type Theme } from '@emotion/react';
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from '@site/shared/i18next';
import {
  bus,
  formatMoney,
  type ShellText,
  type WheelPrize,
  wordShellText,
  type WheelSpin,
} from '@site/shared';
import {
  Button,
  Card,
  DataTable,
  LinkButton,
  Page,
  Skeleton,
  useFormat,
  useOneAtATime,
} from '@site/shared/ui';
import { chancePercent, landingRotation } from '../../lib/wheel';
import { useMinigameTokens, useSpin, useWheel } from './api/minigame-queries';
import { UNLOCK_PATTERN } from './TokenCards';
import { Wheel } from './Wheel';
import '../../i18n/minigame';

const muted = (th: Theme) => css`
  margin: 0;
  color: ${th.palette.textMuted};
`;

/**
 * What a spin won, as words worded at each render by whoever draws them (the status line, the shell's toast), so
 * they follow a language switch; the amount is formatted now, in the language of the moment it was won.
 */
function wonWords(p: Pick<WheelSpin, 'kind' | 'amount'>, money: (minor: number) => string): ShellText {
  if (p.kind === 'bonus') {
    const amount = money(p.amount);
    return (t) => t('minigame:wonBonus', { amount });
  }
  if (p.kind === 'token') return (t) => t('minigame:wonTokens', { count: p.amount });
  return (t) => t('minigame:wonNone');
}

/** What a prize is called in a sentence, and on the wheel (short). */
function usePrizeText() {
  const { t } = useTranslation('minigame');
  const f = useFormat();
  return {
    long: (p: Pick<WheelPrize, 'kind' | 'amount'>) =>
      p.kind === 'bonus'
        ? t('prizeBonus', { amount: f.money(p.amount) })
        : p.kind === 'token'
          ? t('prizeTokens', { count: p.amount })
          : t('prizeNone'),
    // on the wheel: the amount without the currency (the odds table beside it names it)
    short: (p: WheelPrize) =>
      p.kind === 'bonus'
        ? formatMoney(p.amount, '', f.language)
        : p.kind === 'token'
          ? `+${p.amount} ◉`
          : '—',
    won: (p: Pick<WheelSpin, 'kind' | 'amount'>) => wonWords(p, f.money),
  };
}

/**
 * /spin (session only): the prize wheel. One token a spin; the server draws the prize with the published odds
 * (the table beside the wheel, from minigame/wheel) and credits it once; the wheel then turns to land on the
 * drawn segment and the result is announced. With no usable token the page says how to earn one.
 */
export default function SpinPage() {
  const { t } = useTranslation(['minigame', 'ui']);
  const f = useFormat();
  const wheel = useWheel();
  const tokens = useMinigameTokens();
  const spin = useSpin();
  const text = usePrizeText();
  const wonText = useRef(text.won);
  wonText.current = text.won;
  const [rotation, setRotation] = useState(0);
  // the drawn spin while the wheel turns to it (its result is announced when the wheel stops)
  const [pending, setPending] = useState<WheelSpin | null>(null);
  const pendingRef = useRef<WheelSpin | null>(null);
  const [shown, setShown] = useState<WheelSpin | null>(null);
  const settle = spin.settle;
  const landed = useCallback(() => {
    const p = pendingRef.current;
    if (!p) return;
    pendingRef.current = null;
    doneRef.current();
    // the prize reaches the header balance only now (useSpin holds it while the wheel turns)
    settle();
    setPending(null);
    setShown(p);
    // SPEC §9 toast for a prize (the status line beside the wheel says it too)
    if (p.kind !== 'none')
      bus.emit('toast:show', {
        kind: 'success',
        text: wonText.current(p),
        duration: 3000,
        position: 'bottom-right',
      });
  }, [settle]);

  // one spin at a time: a double click sends one request (isPending and the disabled button come a render late),
  // and the next spin can start only when the wheel has landed (or the spin failed)
  const once = useOneAtATime();
  const doneRef = useRef<() => void>(() => undefined);
  const go = () => {
    if (!wheel.data || spin.isPending || pending) return;
    once((done) => {
      doneRef.current = done;
      setShown(null);
      spin.mutate(undefined, {
        onError: done,
        onSuccess: (a) => {
          pendingRef.current = a.spin;
          setPending(a.spin);
          // the answer carries the wheel the prize was drawn from (the operator may have changed it since the page
          // loaded, even more than once): useSpin put it into the wheel's cache, so the wheel and its odds drawn
          // are that wheel and it lands on the prize credited, with no second request
          setRotation((r) => landingRotation(r, a.spin.segment, a.wheel.prizes.length));
        },
      });
    });
  };

  const turning = spin.isPending || pending !== null;
  const none = tokens.data ? tokens.data.token_balance < (wheel.data?.cost ?? 1) : false;
  return (
    <Page title={t('spinTitle')} width="wide" data-testid="spin-page">
      {wheel.data ? <p css={muted}>{t('spinIntro', { cost: wheel.data.cost })}</p> : null}
      <div
        css={css`
          display: grid;
          gap: 1rem;
          grid-template-columns: minmax(0, 1fr);
          @media (min-width: 900px) {
            grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
          }
        `}
      >
        <Card>
          {wheel.isPending || tokens.isPending ? <Skeleton height="22rem" /> : null}
          {wheel.isError ? (
            <p role="alert">
              {t('oddsFailed')}{' '}
              <Button variant="ghost" onClick={() => void wheel.refetch()}>
                {t('ui:retry')}
              </Button>
            </p>
          ) : null}
          {tokens.isError ? (
            <p role="alert">
              {t('loadFailed')}{' '}
              <Button variant="ghost" onClick={() => void tokens.refetch()}>
                {t('ui:retry')}
              </Button>
            </p>
          ) : null}
          {wheel.data && tokens.data ? (
            <div
              css={css`
                display: grid;
                gap: 1rem;
                justify-items: center;
                text-align: center;
              `}
            >
              <Wheel
                prizes={wheel.data.prizes}
                rotation={rotation}
                label={text.short}
                title={t('wheelLabel', { count: wheel.data.prizes.length })}
                onLanded={landed}
              />
              <p
                css={css`
                  margin: 0;
                  font-size: 1.1rem;
                `}
              >
                {t('usable')}: <strong data-testid="spin-tokens">{tokens.data.token_balance}</strong>
              </p>
              {none && !turning ? (
                <div data-testid="spin-none" css={{ display: 'grid', gap: '0.6rem', justifyItems: 'center' }}>
                  <strong>{t('noTokensTitle')}</strong>
                  <p css={muted}>
                    {t('noTokensText', {
                      amount: f.money(tokens.data.turnover_per_token),
                      cap: tokens.data.daily_cap,
                    })}
                  </p>
                  {tokens.data.frozen_token > 0 ? (
                    <p css={muted}>
                      {t('frozenWait', {
                        count: tokens.data.frozen_token,
                        time: f.date(tokens.data.unfreeze_at, UNLOCK_PATTERN),
                      })}
                    </p>
                  ) : null}
                  <LinkButton to="/slots" variant="ghost">
                    {t('playToEarn')}
                  </LinkButton>
                </div>
              ) : (
                <Button onClick={go} disabled={turning} aria-busy={turning} data-testid="spin-button">
                  {turning ? t('spinning') : t('spin', { cost: wheel.data.cost })}
                </Button>
              )}
              <p
                role="status"
                aria-live="polite"
                data-testid="spin-result"
                data-spin={shown?.spin_id ?? ''}
                css={css`
                  margin: 0;
                  min-height: 1.5em;
                  font-weight: 700;
                `}
              >
                {shown ? wordShellText(text.won(shown), t) : ''}
              </p>
            </div>
          ) : null}
        </Card>
        <div css={{ display: 'grid', gap: '1rem', alignContent: 'start' }}>
          {wheel.data ? (
            <Card>
              <DataTable
                caption={t('oddsTitle')}
                testId="wheel-odds"
                rows={wheel.data.prizes}
                rowKey={(p) => String(p.segment)}
                columns={[
                  { key: 'prize', header: t('prizeCol'), cell: (p) => text.long(p) },
                  {
                    key: 'chance',
                    header: t('chanceCol'),
                    cell: (p) => chancePercent(p.weight, wheel.data.total_weight),
                    numeric: true,
                  },
                ]}
              />
            </Card>
          ) : null}
          {tokens.data && tokens.data.spins.length > 0 ? (
            <Card title={t('lastSpins')}>
              <ul
                data-testid="spin-history"
                css={css`
                  margin: 0;
                  padding: 0;
                  list-style: none;
                  display: grid;
                  gap: 0.35rem;
                `}
              >
                {tokens.data.spins
                  .filter((s) => s.spin_id !== pending?.spin_id)
                  .map((s) => (
                    <li
                      key={s.spin_id}
                      css={{ display: 'flex', justifyContent: 'space-between', gap: '1rem' }}
                    >
                      <span>{text.long(s)}</span>
                      <span css={muted}>{f.date(s.at, 'MM-DD HH:mm')}</span>
                    </li>
                  ))}
              </ul>
            </Card>
          ) : null}
        </div>
      </div>
    </Page>
  );
}
