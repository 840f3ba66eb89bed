import { useState } from 'react';
import { useTranslation } from '@site/shared/i18next';
import { AmountInput, Button, DateRangePicker, Field, Form, Pagination, Tabs } from '@site/shared/ui';
import { toMinor } from '@site/shared';

/** A form with a field-level rule, an amount with limits and a date range: every input part at work. */
export function FormDemo() {
  const { t } = useTranslation(['ui', 'validation']);
  const [name, setName] = useState('');
  const [amount, setAmount] = useState('');
  const [range, setRange] = useState({ from: '2026-03-01', to: '2026-03-31' });
  const [tried, setTried] = useState(false);
  const nameError = tried && !name.trim() ? t('validation:required') : null;
  const amountError = tried && toMinor(amount) === null ? t('validation:required') : null;
  return (
    <Form
      aria-label="Form"
      onSubmit={() => setTried(true)}
      error={tried && (nameError || amountError) ? t('errors:invalidInput') : null}
      actions={<Button type="submit">{t('submit')}</Button>}
    >
      <Field
        label={t('accountId')}
        name="name"
        filter="letters"
        value={name}
        onValue={setName}
        error={nameError}
      />
      <AmountInput
        label={t('balance')}
        value={amount}
        onValue={(text) => setAmount(text)}
        min={10_000}
        max={5_000_000}
        error={amountError}
      />
      <DateRangePicker legend="Date range" value={range} onChange={setRange} />
    </Form>
  );
}

export function TabsDemo() {
  const { t } = useTranslation('ui');
  const tabs = [
    { id: 'deposit', label: t('deposit') },
    { id: 'withdrawal', label: t('withdrawal') },
    { id: 'balance', label: t('balance') },
  ];
  const [tab, setTab] = useState('deposit');
  return (
    <Tabs tabs={tabs} selected={tab} onSelect={setTab} label={t('account')}>
      <p>{tabs.find((x) => x.id === tab)?.label}</p>
    </Tabs>
  );
}

export function PaginationDemo() {
  const [page, setPage] = useState(3);
  return <Pagination config={{ totalItems: 95, page }} onChange={setPage} />;
}
