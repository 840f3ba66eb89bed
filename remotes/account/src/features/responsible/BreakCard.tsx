import { css } from '@emotion/react';
import { useTranslation } from '@site/shared/i18next';
import { useNavigate } from '@site/shared/router';
import { bus } from '@site/shared';
import { Button, Card } from '@site/shared/ui';
import { signOut } from '../../lib/sign-out';
import type { ExcludeInput } from './api/rg';
import { ConfirmBreak } from './ConfirmBreak';
import '../../i18n/messages';

const CHOICES: { kind: ExcludeInput['kind']; durations: ExcludeInput['duration'][] }[] = [
  { kind: 'time_out', durations: ['24h', '7d', '30d'] },
  { kind: 'self_exclusion', durations: ['6m', '1y', '5y'] },
];

/**
 * Time-out (24 h, 7 d, 30 d) and self-exclusion (6 months, 1 year, 5 years). Each choice opens a confirmation in
 * the modal stack that says it cannot be undone; once confirmed the API ends every session and the player is
 * signed out here and sent to sign-in, where the refusal says when it ends.
 */
export function BreakCard() {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const ask = (choice: ExcludeInput) =>
    bus.emit('modal:open', {
      name: 'confirm-break',
      title: (tr) => tr('account:confirmBreakTitle'),
      body: (
        <ConfirmBreak
          choice={choice}
          onStarted={(text) => {
            bus.emit('modal:close', { name: 'confirm-break' });
            signOut({ revoke: false });
            bus.emit('toast:show', { kind: 'warning', text, duration: 10_000, position: 'bottom-right' });
            void navigate('/login', { replace: true });
          }}
          onCancel={() => bus.emit('modal:close', { name: 'confirm-break' })}
        />
      ),
    });
  return (
    <Card title={t('breakTitle')} data-testid="break-card">
      <p style={{ marginTop: 0 }}>{t('breakIntro')}</p>
      {CHOICES.map(({ kind, durations }) => (
        <div key={kind} role="group" aria-labelledby={`break-${kind}`}>
          <h3 id={`break-${kind}`} style={{ fontSize: '1rem', margin: '0.6rem 0 0.3rem' }}>
            {t(kind === 'time_out' ? 'timeOut' : 'selfExclusion')}
          </h3>
          <div
            css={css`
              display: flex;
              flex-wrap: wrap;
              gap: 0.5rem;
            `}
          >
            {durations.map((duration) => (
              <Button
                key={duration}
                variant="ghost"
                data-testid={`break-${duration}`}
                onClick={() => ask({ kind, duration })}
              >
                {t(`duration_${duration}`)}
              </Button>
            ))}
          </div>
        </div>
      ))}
    </Card>
  );
}
