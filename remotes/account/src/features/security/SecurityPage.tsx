import type { ReactNode } from 'react';
import { useTranslation } from '@site/shared/i18next';
import { Button, Card, EmptyState, Heading, Page, Skeleton } from '@site/shared/ui';
import { BreakCard } from '../responsible/BreakCard';
import { DepositLimitsCard } from '../responsible/DepositLimitsCard';
import { RealityCheckCard } from '../responsible/RealityCheckCard';
import { useRgStatus } from '../responsible/api/rg';
import { useSessions } from './api/sessions';
import { SessionsCard } from './SessionsCard';
import { SignInsCard } from './SignInsCard';
import '../../i18n/messages';

/** Loading, failure with Retry, or the content: one card's states. */
function Loaded<T>({
  q,
  title,
  children,
}: {
  q: { data: T | undefined; isError: boolean; refetch: () => unknown };
  title: string;
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation(['account', 'ui']);
  if (q.data !== undefined) return <>{children(q.data)}</>;
  return (
    <Card title={title}>
      {q.isError ? (
        <EmptyState
          text={t('loadFailed')}
          action={
            <Button variant="ghost" onClick={() => void q.refetch()}>
              {t('ui:retry')}
            </Button>
          }
        />
      ) : (
        <Skeleton lines={4} />
      )}
    </Card>
  );
}

/**
 * /security (session only): active sessions (sign out one or all others) and recent sign-ins
 * (account/sessions), then the responsible-gaming tools: deposit limits, reality check (rg_status) and a break
 * (time-out or self-exclusion).
 */
export default function SecurityPage() {
  const { t } = useTranslation('account');
  const sessions = useSessions();
  const rg = useRgStatus();
  return (
    <Page title={t('securityTitle')} width="wide" data-testid="security-page">
      <Loaded q={sessions} title={t('sessionsTitle')}>
        {(v) => (
          <>
            <SessionsCard sessions={v.sessions} />
            <SignInsCard signIns={v.sign_ins} />
          </>
        )}
      </Loaded>
      <Heading level={2} id="responsible-gaming">
        {t('rgTitle')}
      </Heading>
      <Loaded q={rg} title={t('limitsTitle')}>
        {(v) => (
          <>
            <DepositLimitsCard limits={v.limits} />
            <RealityCheckCard interval={v.reality_check.interval} />
          </>
        )}
      </Loaded>
      <BreakCard />
    </Page>
  );
}
