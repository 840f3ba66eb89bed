import { css } from '@emotion/react';
import { answerOf, bus, type BankAccount } from '@site/shared';
import {
  Button,
  Card,
  EmptyState,
  FormError,
  LinkButton,
  Page,
  Skeleton,
  Stack,
  useWorded,
  useWords,
} from '@site/shared/ui';
import { useBanks } from './api/get-banks';
import { useChangeBanks } from './api/change-banks';
import { toastSuccess } from '../../lib/toast';
import '../../i18n/messages';

const MAX_BANKS = 3;

/**
 * /bank-details: the player's accounts (masked), Remove after a confirmation in the modal stack (refused while
 * a pending withdrawal uses the account: bankAccountInUse), the limit of 3 and a link to add one.
 */
export default function BankDetailsPage() {
  const words = useWords(['wallet']);
  const { t } = words;
  const banks = useBanks();
  const change = useChangeBanks();
  // the refusal (at the account's row) is kept as how to word it and worded at every render: a language switch
  // re-words it
  const [error, setError] = useWorded<{ id: number; text: string }>(words);

  const remove = (b: BankAccount) => {
    setError(null);
    change.mutate(
      { path: '/api/wallet/bank_remove', body: { bank_account_id: b.bank_account_id } },
      {
        onSuccess: () => toastSuccess('removed'),
        onError: (e) => {
          const answer = answerOf(e);
          setError((w) => ({ id: b.bank_account_id, text: w.answerText(answer).text }));
        },
        onSettled: () => bus.emit('modal:close', { name: 'removeBank' }),
      },
    );
  };
  const confirm = (b: BankAccount) =>
    bus.emit('modal:open', {
      name: 'removeBank',
      title: t('removeTitle'),
      body: (
        <Stack gap={1}>
          <p
            css={css`
              margin: 0;
            `}
          >
            {t('removeConfirm', { bank: b.bank_name, number: b.account_number })}
          </p>
          <Stack row gap={0.6} justify="end">
            <Button variant="ghost" onClick={() => bus.emit('modal:close', { name: 'removeBank' })}>
              {t('keep')}
            </Button>
            <Button data-testid="confirm-remove" onClick={() => remove(b)}>
              {t('remove')}
            </Button>
          </Stack>
        </Stack>
      ),
    });

  const count = banks.data?.length ?? 0;
  return (
    <Page title={t('bankDetailsTitle')} data-testid="bank-details-page">
      <Card
        actions={
          banks.data && count < MAX_BANKS ? (
            <LinkButton to="/add-bank?from=bank-details">{t('addBank')}</LinkButton>
          ) : null
        }
      >
        {banks.isPending ? <Skeleton lines={3} /> : null}
        {banks.isError ? (
          <Button variant="ghost" onClick={() => void banks.refetch()}>
            {t('ui:retry')}
          </Button>
        ) : null}
        {banks.data ? (
          <p
            data-testid="bank-limit"
            css={css`
              margin: 0;
            `}
          >
            {count >= MAX_BANKS ? t('bankLimitReached') : t('bankLimit', { count })}
          </p>
        ) : null}
        {banks.data && count === 0 ? <EmptyState text={t('noBanks')} /> : null}
        {count > 0 ? (
          <ul
            data-testid="bank-list"
            css={css`
              list-style: none;
              margin: 0;
              padding: 0;
              display: grid;
              gap: 0.6rem;
            `}
          >
            {banks.data?.map((b) => (
              <li
                key={b.bank_account_id}
                data-bank={b.bank_account_id}
                css={css`
                  display: flex;
                  flex-wrap: wrap;
                  justify-content: space-between;
                  align-items: center;
                  gap: 0.4rem 1rem;
                  overflow-wrap: anywhere;
                `}
              >
                <span>
                  <strong>{b.bank_name}</strong> · {b.account_number} · {b.account_name}
                </span>
                <Button
                  variant="ghost"
                  aria-label={`${t('remove')} ${b.bank_name} ${b.account_number}`}
                  onClick={() => confirm(b)}
                >
                  {t('remove')}
                </Button>
                {error?.id === b.bank_account_id ? (
                  <div
                    css={css`
                      flex-basis: 100%;
                    `}
                  >
                    <FormError message={error.text} testId="remove-error" />
                  </div>
                ) : null}
              </li>
            ))}
          </ul>
        ) : null}
      </Card>
    </Page>
  );
}
