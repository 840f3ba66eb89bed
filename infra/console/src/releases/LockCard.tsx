/**
 * A site's release lock (Releases, per site): who locked it, when and why; an owner (`releases.lock`) locks it
 * with a reason or unlocks it, after a confirmation.
 */
import { css } from '@emotion/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge, Button, Card, Stack } from '@site/shared/ui';
import { useCan } from '../me';
import { TextAreaField } from '../fields';
import { ConfirmDialog, opensDialog, useFormat } from '../ui';
import { Refusal, useReleaseStep } from './common';
import type { SiteReleases } from './types';

export function LockCard({ data }: { data: SiteReleases }) {
  const { t } = useTranslation('releases');
  const f = useFormat();
  const canLock = useCan('releases.lock');
  const [asking, setAsking] = useState(false);
  const [reason, setReason] = useState('');
  const locked = data.lock !== null;
  const site = data.site.domain;
  const step = useReleaseStep<unknown, void>(
    () => `/releases/sites/${encodeURIComponent(site)}/${locked ? 'unlock' : 'lock'}`,
    () => (locked ? {} : { reason: reason.trim() }),
    () => t(locked ? 'unlockedToast' : 'lockedToast', { site }),
  );
  return (
    <Card
      title={t('lockTitle')}
      data-testid="release-lock"
      actions={
        <Badge tone={locked ? 'danger' : 'success'}>{t(locked ? 'lockedBadge' : 'unlockedBadge')}</Badge>
      }
    >
      {data.lock ? (
        <Stack gap={0.3}>
          <span data-testid="lock-state">
            {t('lockedBy', { who: data.lock.locked_by, when: f.dateTime(data.lock.locked_at) })}
          </span>
          {data.lock.reason ? <span>{t('lockReason', { reason: data.lock.reason })}</span> : null}
        </Stack>
      ) : (
        <span data-testid="lock-state">{t('unlocked')}</span>
      )}
      {canLock ? (
        <Button
          variant={locked ? 'primary' : 'ghost'}
          onClick={opensDialog(() => {
            step.reset();
            setReason('');
            setAsking(true);
          })}
          data-testid={locked ? 'unlock-site' : 'lock-site'}
          css={css`
            justify-self: start;
          `}
        >
          {t(locked ? 'unlock' : 'lock')}
        </Button>
      ) : (
        <p
          css={css`
            margin: 0;
          `}
        >
          {t('lockOwnerOnly')}
        </p>
      )}
      <Refusal error={step.error} testId="lock-refusal" />
      <ConfirmDialog
        open={asking}
        title={t(locked ? 'unlockTitle' : 'lockTitle2', { site })}
        confirmLabel={t(locked ? 'unlock' : 'lock')}
        danger={!locked}
        busy={step.isPending}
        onConfirm={() => {
          setAsking(false);
          step.mutate();
        }}
        onCancel={() => setAsking(false)}
        testId="lock-dialog"
      >
        <p
          css={css`
            margin: 0;
          `}
        >
          {t(locked ? 'unlockText' : 'lockText')}
        </p>
        {locked ? null : (
          <TextAreaField
            label={t('lockReasonLabel')}
            value={reason}
            onValue={setReason}
            maxLength={300}
            name="reason"
          />
        )}
      </ConfirmDialog>
    </Card>
  );
}
