import { useTranslation } from '@site/shared/i18next';
import { bus, type SessionsValue, type ShellText } from '@site/shared';
import { Badge, Button, Card, DataTable, useFormat, type Column } from '@site/shared/ui';
import { useRevokeSession } from './api/sessions';
import '../../i18n/messages';
import { deviceText } from '../../lib/device-name';

type Session = SessionsValue['sessions'][number];
const WHEN = 'YYYY-MM-DD HH:mm';

/** The player's live sessions with "sign out this session" per row and "sign out all others". */
export function SessionsCard({ sessions }: { sessions: Session[] }) {
  const { t } = useTranslation('account');
  const f = useFormat();
  const revoke = useRevokeSession();
  const toast = (text: ShellText) =>
    bus.emit('toast:show', { kind: 'success', text, duration: 3000, position: 'bottom-right' });
  const others = sessions.filter((s) => !s.current).length;
  const columns: Column<Session>[] = [
    {
      key: 'device',
      header: t('device'),
      cell: (s) => (
        <span data-testid="session-device" data-current={s.current}>
          {deviceText(t, s.device)} {s.current ? <Badge tone="primary">{t('thisDevice')}</Badge> : null}
        </span>
      ),
    },
    { key: 'ip', header: t('address'), cell: (s) => s.ip },
    { key: 'started', header: t('started'), cell: (s) => f.date(s.started_at, WHEN) },
    { key: 'seen', header: t('lastSeen'), cell: (s) => f.date(s.last_seen_at, WHEN) },
    {
      key: 'action',
      header: t('signOutSession'),
      cell: (s) =>
        s.current ? null : (
          <Button
            variant="ghost"
            disabled={revoke.isPending}
            aria-label={t('signOutSessionOf', { device: deviceText(t, s.device), ip: s.ip })}
            data-testid="session-revoke"
            onClick={() =>
              revoke.mutate(
                { session_id: s.session_id },
                { onSuccess: () => toast((tr) => tr('account:signedOutOne')) },
              )
            }
          >
            {t('signOutSession')}
          </Button>
        ),
    },
  ];
  return (
    <Card
      title={t('sessionsTitle')}
      actions={
        others > 0 ? (
          <Button
            variant="ghost"
            disabled={revoke.isPending}
            data-testid="sessions-revoke-others"
            onClick={() =>
              revoke.mutate(
                { others: true },
                { onSuccess: (count) => toast((tr) => tr('account:signedOutOthers', { count })) },
              )
            }
          >
            {t('signOutOthers')}
          </Button>
        ) : null
      }
    >
      <DataTable
        testId="sessions-table"
        caption={t('sessionsCaption')}
        columns={columns}
        rows={sessions}
        rowKey={(s) => s.session_id}
      />
    </Card>
  );
}
