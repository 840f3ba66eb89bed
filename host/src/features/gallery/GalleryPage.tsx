import { useTranslation } from '@site/shared/i18next';
import {
  Badge,
  Button,
  Card,
  DataTable,
  EmptyState,
  Heading,
  LinkButton,
  Page,
  ProgressBar,
  Skeleton,
  Stack,
  useFormat,
} from '@site/shared/ui';
import { FormDemo, PaginationDemo, TabsDemo } from './demos';
import { SAMPLE_ROWS, type SampleRow } from './samples';

/**
 * `/__gallery` (development servers only, see docs/architecture.md "UI kit"): every part of `@site/shared/ui` in
 * the current template × colour, for screenshots and the axe/overflow e2e check. Its figures are fixed samples,
 * labelled as such; players never reach this route (production startup has no `dev_tools`).
 */
export function GalleryPage() {
  const { t } = useTranslation('ui');
  const f = useFormat();
  return (
    <Page title={t('galleryTitle')} width="wide" data-testid="ui-gallery">
      <Card title="Card, Stack, Heading, Badge" actions={<Badge tone="primary">Badge</Badge>}>
        <Stack gap={0.6}>
          <Heading level={3}>Heading level 3</Heading>
          <p>
            Body text on the card surface. Sample figures: {f.money(123_450)} · {f.date('2026-03-01')}
          </p>
          <Stack row gap={0.5}>
            <Badge>neutral</Badge>
            <Badge tone="success">success</Badge>
            <Badge tone="danger">danger</Badge>
          </Stack>
        </Stack>
      </Card>
      <Card title="Button, LinkButton">
        <Stack row gap={0.6}>
          <Button>{t('submit')}</Button>
          <Button variant="ghost">{t('back')}</Button>
          <Button disabled>{t('loading')}</Button>
          <LinkButton to="/" variant="ghost">
            {t('home')}
          </LinkButton>
        </Stack>
      </Card>
      <Card title="Form, Field, AmountInput, DateRangePicker">
        <FormDemo />
      </Card>
      <Card title="Tabs">
        <TabsDemo />
      </Card>
      <Card title="DataTable (cards on phones), Pagination">
        <DataTable<SampleRow>
          caption="Sample rows"
          rows={SAMPLE_ROWS}
          rowKey={(r) => r.id}
          columns={[
            { key: 'date', header: 'Date', cell: (r) => f.date(r.date) },
            { key: 'type', header: 'Type', cell: (r) => r.type },
            { key: 'amount', header: 'Amount', numeric: true, cell: (r) => f.money(r.amount) },
            {
              key: 'status',
              header: 'Status',
              cell: (r) => <Badge tone={r.status === 'approved' ? 'success' : 'neutral'}>{r.status}</Badge>,
            },
          ]}
        />
        <PaginationDemo />
      </Card>
      <Card title="Skeleton, EmptyState, ProgressBar">
        <Skeleton lines={3} />
        <EmptyState text={t('emptyTitle')} action={<LinkButton to="/">{t('home')}</LinkButton>} />
        <ProgressBar label="Progress" percent={62} />
      </Card>
    </Page>
  );
}
