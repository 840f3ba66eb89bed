import { css, type Theme } from '@emotion/react';
import { useTranslation } from '@site/shared/i18next';
import { answerOf, type ShellText } from '@site/shared';
import { Button, FormError, useAnswerText, useFormat } from '@site/shared/ui';
import { useExclude, type ExcludeInput } from './api/rg';
import '../../i18n/messages';

/**
 * The modal body that confirms a time-out or self-exclusion: what happens, that it cannot be undone, and a clear
 * choice. `onStarted` gets the text to show once it has begun (with its end date).
 */
export function ConfirmBreak({
  choice,
  onStarted,
  onCancel,
}: {
  choice: ExcludeInput;
  onStarted: (text: ShellText) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('account');
  const answerText = useAnswerText(['account']);
  const f = useFormat();
  const exclude = useExclude();
  const duration = t(`duration_${choice.duration}`);
  return (
    <div data-testid="confirm-break">
      <p
        css={(th: Theme) => css`
          margin-top: 0;
          font-weight: 600;
          color: ${th.palette.text};
        `}
      >
        {t('breakFor', { kind: t(choice.kind === 'time_out' ? 'timeOut' : 'selfExclusion'), duration })}
      </p>
      <p>{t(choice.kind === 'time_out' ? 'confirmTimeOut' : 'confirmSelfExclusion', { duration })}</p>
      <FormError message={exclude.isError ? answerText(answerOf(exclude.error)).text : null} />
      <div
        css={css`
          display: flex;
          flex-wrap: wrap;
          gap: 0.5rem;
          justify-content: flex-end;
        `}
      >
        <Button variant="ghost" onClick={onCancel}>
          {t('cancel')}
        </Button>
        <Button
          variant="primary"
          disabled={exclude.isPending}
          data-testid="confirm-break-yes"
          onClick={() =>
            exclude.mutate(choice, {
              onSuccess: (v) => {
                const date = f.date(v.ends_at, 'YYYY-MM-DD HH:mm');
                onStarted((tr) => tr('account:breakStarted', { date }));
              },
            })
          }
        >
          {t('confirmBreak')}
        </Button>
      </div>
    </div>
  );
}
