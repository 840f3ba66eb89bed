import { useTranslation } from '@site/shared/i18next';
import { messageText, type SessionsValue } from '@site/shared';
import { Badge, Card, DataTable, EmptyState, useFormat, type Column } from '@site/shared/ui';
import '../../i18n/messages';
import { deviceText } from '../../lib/device-name';

type SignIn = SessionsValue['sign_ins'][number];

/** The last 20 sign-in attempts: time, result (success or the refusal in words), method, address, device. */
export function SignInsCard({ signIns }: { signIns: SignIn[] }) {
  const { t } = useTranslation(['account', 'errors']);
  const f = useFormat();
  const columns: Column<SignIn>[] = [
    { key: 'at', header: t('when'), cell: (s) => f.date(s.at, 'YYYY-MM-DD HH:mm') },
    {
      key: 'result',
      header: t('result'),
      cell: (s) =>
        s.outcome === 'success' ? (
          <Badge tone="success">{t('signInOk')}</Badge>
        ) : (
          <span data-testid="sign-in-refused">{messageText(t, s.outcome, ['account'])}</span>
        ),
    },
    {
      key: 'method',
      header: t('method'),
      cell: (s) => (s.method === 'tac' ? t('method_tac') : t('method_password')),
    },
    { key: 'ip', header: t('address'), cell: (s) => s.ip },
    { key: 'device', header: t('device'), cell: (s) => deviceText(t, s.device) },
  ];
  return (
    <Card title={t('signInsTitle')}>
      {signIns.length === 0 ? (
        <EmptyState text={t('signInsEmpty')} />
      ) : (
        <DataTable
          testId="sign-ins-table"
          caption={t('signInsCaption')}
          columns={columns}
          rows={signIns}
          rowKey={(s) => `${s.at}-${s.ip}-${s.outcome}`}
        />
      )}
    </Card>
  );
}
