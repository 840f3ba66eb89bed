import { css } from '@emotion/react';
import { answerOf, type BankAccount, type PaymentRequest } from '@site/shared';
import { Badge, Button, Card, FormError, useWorded, useWords } from '@site/shared/ui';
import { useMoneyMutation } from '../../lib/money-mutation';

/**
 * The pending withdrawal with its Cancel button, drawn only where the site allows reversing a withdrawal
 * (withdrawal_info.cancel_allowed). Cancelling releases the held amount; header and page update at once.
 */
export function PendingWithdrawal({
  pending,
  banks,
  cancelAllowed,
  onCancelled,
}: {
  pending: PaymentRequest;
  banks: BankAccount[];
  cancelAllowed: boolean;
  /** the cancelled request (the page writes its message, in the language of each render) */
  onCancelled: (v: { request_id: number; amount: number }) => void;
}) {
  const words = useWords(['wallet']);
  const { t, f } = words;
  const cancel = useMoneyMutation('/api/wallet/cancel_withdrawal');
  // the refusal is kept as how to word it and worded at every render: a language switch re-words it
  const [error, setError] = useWorded<string>(words);
  const bank = banks.find((b) => b.bank_account_id === pending.bank_account_id);
  const run = () => {
    if (cancel.isPending) return;
    setError(null);
    cancel.mutate(
      { request_id: pending.request_id },
      {
        onSuccess: (v) => onCancelled(v),
        onError: (e) => {
          const answer = answerOf(e);
          setError((w) => w.answerText(answer).text);
        },
      },
    );
  };
  return (
    <Card title={t('pendingTitle')} data-testid="pending-withdrawal">
      <p
        css={css`
          margin: 0;
          display: flex;
          flex-wrap: wrap;
          gap: 0.5rem;
          align-items: center;
        `}
      >
        <span>
          {t('pendingLine', {
            amount: f.money(pending.amount),
            bank: bank ? `${bank.bank_name} ${bank.account_number}` : '—',
            date: f.date(pending.created_at, 'YYYY-MM-DD HH:mm'),
          })}
        </span>
        <Badge tone="neutral">
          <span data-status="pending">{t('pending')}</span>
        </Badge>
      </p>
      <FormError message={error} testId="cancel-error" />
      {cancelAllowed ? (
        <div>
          <Button variant="ghost" onClick={run} disabled={cancel.isPending}>
            {cancel.isPending ? t('cancelling') : t('cancelWithdrawal')}
          </Button>
        </div>
      ) : (
        <p
          css={css`
            margin: 0;
          `}
        >
          {t('cancelNotAllowed')}
        </p>
      )}
    </Card>
  );
}
