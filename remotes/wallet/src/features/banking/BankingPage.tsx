import { css } from '@emotion/react';
import { useTranslation } from '@site/shared/i18next';
import { useQuery } from '@site/shared/query';
import { callValue, queryKeys, showsLocalTexts, siteRef, useLayoutStore } from '@site/shared';
import { SafeHtml } from '@site/shared/html';
import { Button, Card, DataTable, Page, Skeleton, useFormat, type Column } from '@site/shared/ui';
import { useBankOptions } from '../banks/api/get-bank-options';
import { METHODS } from '../deposit/MethodPicker';
import { processingPhrase, timeOf } from './processing';
import '../../i18n/messages';

interface Row {
  key: string;
  name: string;
  direction: 'deposit' | 'withdrawal';
  min: number;
  max: number;
  /** Median seconds to approval measured on this site, or null. */
  takes: number | null;
}

/**
 * /banking: the site's payment methods with their limits (deposit methods the deposit page accepts, the banks
 * and e-wallets of the currency for withdrawals, limits from siteinfodetail) and the operator's `banking` CMS
 * block (the local body for a reader of the site's local language, else English), shown only through SafeHtml (DOMPurify).
 */
export default function BankingPage() {
  const { t } = useTranslation(['wallet', 'ui']);
  const f = useFormat();
  const language = useLayoutStore((s) => s.language);
  const currency = useLayoutStore((s) => s.site?.currency);
  const info = useQuery({
    queryKey: queryKeys.wallet.limits(),
    queryFn: () => callValue('/api/settings/siteinfodetail', siteRef()),
  });
  const options = useBankOptions();
  const times = useQuery({
    queryKey: queryKeys.wallet.processingTimes(),
    queryFn: () => callValue('/api/wallet/processing_times', siteRef()),
  });
  const measured = times.data ?? [];
  const cms = useQuery({
    queryKey: queryKeys.content.site('/api/content/cms', { key: 'banking' }),
    queryFn: () => callValue('/api/content/cms', { ...siteRef(), key: 'banking' }),
  });

  const rows: Row[] =
    info.data && options.data
      ? [
          ...METHODS.map((m) => ({
            key: `d-${m}`,
            name: t(m),
            direction: 'deposit' as const,
            min: info.data.min_deposit,
            max: info.data.max_deposit,
            takes: timeOf(measured, 'deposit', m),
          })),
          ...options.data.map((o) => ({
            key: `w-${o.code}`,
            name: o.name,
            direction: 'withdrawal' as const,
            min: info.data.min_withdrawal,
            max: info.data.max_withdrawal,
            takes: timeOf(measured, 'withdrawal', o.code),
          })),
        ]
      : [];
  const columns: Column<Row>[] = [
    { key: 'name', header: t('method'), cell: (r) => r.name },
    { key: 'direction', header: t('type'), cell: (r) => t(r.direction) },
    { key: 'min', header: t('minimum'), numeric: true, cell: (r) => f.money(r.min) },
    { key: 'max', header: t('maximum'), numeric: true, cell: (r) => f.money(r.max) },
    {
      key: 'takes',
      header: t('usuallyTakes'),
      cell: (r) => {
        const p = processingPhrase(r.takes);
        return t(p.key, { count: p.count });
      },
    },
  ];
  const block = cms.data?.find((b) => b.key === 'banking');
  // the operator's local body for a reader of the site's local language, else the English one (SPEC §1)
  const local = showsLocalTexts(language, currency);
  const body = block?.status ? (local ? block.local_body || block.en_body : block.en_body) : '';

  return (
    <Page title={t('banking')} width="wide" data-testid="banking-page">
      <Card title={t('paymentMethods')}>
        {info.isPending || options.isPending ? <Skeleton lines={5} /> : null}
        {info.isError || options.isError ? (
          <Button variant="ghost" onClick={() => void Promise.all([info.refetch(), options.refetch()])}>
            {t('ui:retry')}
          </Button>
        ) : null}
        {rows.length ? (
          <DataTable
            caption={t('paymentMethods')}
            testId="banking-methods"
            columns={columns}
            rows={rows}
            rowKey={(r) => r.key}
          />
        ) : null}
        {info.data ? (
          <p
            css={css`
              margin: 0;
            `}
          >
            {t('withdrawalTimes')} {t('timesNote')}
          </p>
        ) : null}
      </Card>
      {cms.isPending ? <Skeleton lines={4} /> : null}
      {cms.isError ? (
        <Button variant="ghost" onClick={() => void cms.refetch()}>
          {t('ui:retry')}
        </Button>
      ) : null}
      {body ? (
        <Card>
          <SafeHtml html={body} data-testid="banking-cms" />
        </Card>
      ) : null}
    </Page>
  );
}
