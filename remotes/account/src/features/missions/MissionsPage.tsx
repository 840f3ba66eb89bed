import { css, type Theme } from '@emotion/react';
import { useEffect, useState } from 'react';
import { useTranslation } from '@site/shared/i18next';
import { bus, serverNow, type Mission } from '@site/shared';
import {
  Badge,
  Button,
  Card,
  EmptyState,
  LinkButton,
  Page,
  ProgressBar,
  Skeleton,
  useFormat,
  useOneAtATime,
} from '@site/shared/ui';
import { useClaimMission } from './api/claim-mission';
import { useMissions } from './api/get-missions';
import { missionPercent, periodEnd, timeLeft } from './period';
import '../../i18n/messages';

/** The current time by the server's clock (the periods reset by it), renewed every minute (the countdowns show minutes). */
function useNow(every = 60_000): number {
  const [now, setNow] = useState(() => serverNow());
  useEffect(() => {
    const id = window.setInterval(() => setNow(serverNow()), every);
    return () => window.clearInterval(id);
  }, [every]);
  return now;
}

/**
 * /mission (session only): the site's daily and weekly missions with the player's progress (account/missions),
 * each period's countdown to its UTC reset, and the claim of a completed mission (account/mission_claim), whose
 * reward reaches the header balance at once through the data layer's money-movement refresh.
 */
export default function MissionsPage() {
  const { t } = useTranslation(['account', 'ui']);
  const missions = useMissions();
  const now = useNow();
  const groups = (['daily', 'weekly'] as const).map((period) => ({
    period,
    items: (missions.data ?? []).filter((m) => m.period === period),
  }));
  return (
    <Page title={t('missionsTitle')} data-testid="missions-page">
      {missions.isPending ? (
        <Card>
          <Skeleton lines={6} />
        </Card>
      ) : null}
      {missions.isError ? (
        <Card
          actions={
            <Button variant="ghost" onClick={() => void missions.refetch()}>
              {t('ui:retry')}
            </Button>
          }
        >
          <p>{t('loadFailed')}</p>
        </Card>
      ) : null}
      {missions.data && missions.data.length === 0 ? (
        <Card>
          <EmptyState
            text={t('missionsEmpty')}
            action={
              <LinkButton hideMissing to="/promotions" variant="ghost">
                {t('seePromotions')}
              </LinkButton>
            }
          />
        </Card>
      ) : null}
      {groups.map(({ period, items }) => {
        const first = items[0];
        if (!first) return null;
        const left = timeLeft(periodEnd(first), now);
        return (
          <Card
            key={period}
            data-testid={`missions-${period}`}
            title={period === 'daily' ? t('missionsDaily') : t('missionsWeekly')}
            actions={
              <span data-testid={`missions-${period}-countdown`} css={muted}>
                {t('missionsEndsIn', {
                  time: left.days
                    ? t('durationDays', { days: left.days, hours: left.hours })
                    : t('durationHours', { hours: left.hours, minutes: left.minutes }),
                })}
              </span>
            }
          >
            <ul
              css={css`
                list-style: none;
                margin: 0;
                padding: 0;
                display: grid;
                gap: 1rem;
              `}
            >
              {items.map((m) => (
                <MissionRow key={m.mission_id} mission={m} />
              ))}
            </ul>
          </Card>
        );
      })}
    </Page>
  );
}

function MissionRow({ mission: m }: { mission: Mission }) {
  const { t } = useTranslation(['account', 'ui']);
  const f = useFormat();
  const claim = useClaimMission();
  // a double click sends one claim
  const once = useOneAtATime();
  const figure = (n: number) => (m.metric === 'bets' ? String(n) : f.money(n));
  const title =
    m.metric === 'bets'
      ? t('missionBets', { count: m.target })
      : t(m.metric === 'deposit' ? 'missionDeposit' : 'missionTurnover', { amount: f.money(m.target) });
  const onClaim = () =>
    once((settled) =>
      claim.mutate(m.mission_id, {
        onSettled: settled,
        onSuccess: (done) =>
          bus.emit('toast:show', {
            kind: 'success',
            text: (tr) => tr('account:missionClaimDone', { amount: f.money(done.reward) }),
            duration: 3000,
            position: 'bottom-right',
          }),
      }),
    );
  return (
    <li data-testid="mission" data-mission-code={m.code} css={{ display: 'grid', gap: '0.5rem' }}>
      <div
        css={css`
          display: flex;
          justify-content: space-between;
          align-items: center;
          flex-wrap: wrap;
          gap: 0.5rem;
        `}
      >
        <strong>{title}</strong>
        <Badge tone={m.claimed ? 'neutral' : 'primary'}>
          {m.claimed ? t('missionClaimed') : t('missionReward', { amount: f.money(m.reward) })}
        </Badge>
      </div>
      <ProgressBar
        label={t('missionProgress', {
          progress: figure(Math.min(m.progress, m.target)),
          target: figure(m.target),
        })}
        percent={missionPercent(m)}
        testId={`mission-${m.code}`}
      />
      {m.completed && !m.claimed ? (
        <div>
          <Button onClick={onClaim} disabled={claim.isPending} data-testid="mission-claim">
            {claim.isPending ? t('claiming') : t('missionClaim', { amount: f.money(m.reward) })}
          </Button>
        </div>
      ) : null}
    </li>
  );
}

const muted = (th: Theme) => css`
  color: ${th.palette.textMuted};
  font-size: 0.9rem;
`;
