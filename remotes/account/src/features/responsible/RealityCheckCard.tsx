import { useState } from 'react';
import { useTranslation } from '@site/shared/i18next';
import { bus, type RgStatus } from '@site/shared';
import { Button, Card, Form } from '@site/shared/ui';
import { RadioGroup } from '../../components/RadioGroup';
import { useSetRealityCheck } from './api/rg';
import '../../i18n/messages';

type Interval = RgStatus['reality_check']['interval'];
const INTERVALS: Interval[] = [0, 30, 60];

/** The reality-check interval (off, 30, 60 minutes of session time; the site's default until the player chooses). */
export function RealityCheckCard({ interval }: { interval: Interval }) {
  const { t } = useTranslation('account');
  const save = useSetRealityCheck();
  const [choice, setChoice] = useState<Interval>(interval);
  return (
    <Card title={t('realityTitle')} data-testid="reality-check-settings">
      <p style={{ marginTop: 0 }}>{t('realityIntro')}</p>
      <Form
        onSubmit={() =>
          !save.isPending &&
          save.mutate(choice, {
            onSuccess: () =>
              bus.emit('toast:show', {
                kind: 'success',
                text: (tr) => tr('account:realitySaved'),
                duration: 3000,
                position: 'bottom-right',
              }),
          })
        }
        aria-label={t('realityTitle')}
        actions={
          <Button type="submit" variant="ghost" disabled={save.isPending}>
            {save.isPending ? t('saving') : t('realitySave')}
          </Button>
        }
      >
        <RadioGroup
          legend={t('realityTitle')}
          name="reality_check"
          options={INTERVALS.map((i) => ({ value: i, label: t(`reality_${i}`) }))}
          value={choice}
          onChange={setChoice}
        />
      </Form>
    </Card>
  );
}
