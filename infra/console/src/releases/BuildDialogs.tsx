/**
 * The two dialogs of a build: its status (current, deprecated from a date, withdrawn — an owner may force the
 * withdrawal of a live build, whose sites then move back) and its preview link (signed, expiring: the link, its
 * expiry and a copy button).
 */
import { css, type Theme } from '@emotion/react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from '@site/shared/query';
import { Button, Field, Stack, focusRing, inputStyle } from '@site/shared/ui';
import { consolePost } from '../api';
import { useCan } from '../me';
import { toast } from '../toast';
import { SelectField, TextAreaField } from '../fields';
import { ConfirmDialog, useFormat } from '../ui';
import { Refusal, useReleaseStep } from './common';
import type { Build, BuildStatus, PreviewLink } from './types';

const buildPath = (b: Build) =>
  `/releases/builds/${encodeURIComponent(b.name)}/${encodeURIComponent(b.version)}`;

export function StatusDialog({ build, onClose }: { build: Build; onClose: () => void }) {
  const { t } = useTranslation('releases');
  const canForce = useCan('releases.lock');
  const [status, setStatus] = useState<BuildStatus>(build.status);
  const [date, setDate] = useState(build.deprecated_on ?? new Date().toISOString().slice(0, 10));
  const [note, setNote] = useState(build.status_note);
  const [force, setForce] = useState(false);
  const forceId = useId();
  const save = useReleaseStep<{ status: BuildStatus }, void>(
    () => `${buildPath(build)}/status`,
    () => ({
      status,
      ...(status === 'deprecated' && date ? { date } : {}),
      ...(note.trim() ? { note: note.trim() } : {}),
      ...(status === 'withdrawn' && force ? { force: true } : {}),
    }),
    (a) => t('statusSaved', { remote: build.name, version: build.version, status: t(`status.${a.status}`) }),
  );
  return (
    <ConfirmDialog
      open
      title={t('statusTitle', { remote: build.name, version: build.version })}
      confirmLabel={t('statusSave')}
      danger={status === 'withdrawn'}
      busy={save.isPending}
      onConfirm={() => save.mutate(undefined, { onSuccess: onClose })}
      onCancel={onClose}
      testId="status-dialog"
    >
      <SelectField
        label={t('status')}
        value={status}
        onValue={(v) => setStatus(v as BuildStatus)}
        options={(['current', 'deprecated', 'withdrawn'] as const).map((s) => ({
          value: s,
          label: t(`status.${s}`),
        }))}
        data-testid="status-select"
      />
      {status === 'deprecated' ? (
        <Field label={t('statusDate')} type="date" value={date} onValue={setDate} name="date" required />
      ) : null}
      {status === 'withdrawn' ? (
        <>
          <p
            css={css`
              margin: 0;
            `}
          >
            {t('withdrawWarning')}
          </p>
          {canForce ? (
            <label
              htmlFor={forceId}
              css={css`
                display: flex;
                gap: 0.5rem;
                align-items: center;
                min-height: 44px;
              `}
            >
              <input
                id={forceId}
                type="checkbox"
                checked={force}
                onChange={(e) => setForce(e.target.checked)}
                css={(th: Theme) => [
                  focusRing(th),
                  css`
                    width: 1.2rem;
                    height: 1.2rem;
                  `,
                ]}
              />
              {t('force')}
            </label>
          ) : (
            <p
              css={css`
                margin: 0;
              `}
            >
              {t('forceOwner')}
            </p>
          )}
        </>
      ) : null}
      <TextAreaField label={t('statusNote')} value={note} onValue={setNote} maxLength={300} name="note" />
      <Refusal error={save.error} testId="status-refusal" />
    </ConfirmDialog>
  );
}

const LIFETIMES = [15, 60, 480, 1440, 10080] as const;

export function PreviewDialog({
  build,
  domain,
  onClose,
}: {
  build: Build;
  domain: string;
  onClose: () => void;
}) {
  const { t } = useTranslation('releases');
  const f = useFormat();
  const [minutes, setMinutes] = useState('1440');
  const linkId = useId();
  const mint = useMutation({
    mutationFn: () =>
      consolePost<PreviewLink>(`${buildPath(build)}/preview`, { domain, minutes: Number(minutes) }),
  });
  const link = mint.data;
  return (
    <ConfirmDialog
      open
      title={t('previewTitle', { remote: build.name, version: build.version })}
      confirmLabel={link ? t('createAnother') : t('createLink')}
      cancelLabel={t('close')}
      busy={mint.isPending}
      onConfirm={() => mint.mutate()}
      onCancel={onClose}
      testId="preview-dialog"
    >
      <p
        css={css`
          margin: 0;
        `}
      >
        {t('previewText', { site: domain })}
      </p>
      <SelectField
        label={t('previewLifetime')}
        value={minutes}
        onValue={setMinutes}
        options={LIFETIMES.map((m) => ({ value: String(m), label: t(`minutes.${m}`) }))}
        data-testid="preview-minutes"
      />
      {link ? (
        <Stack gap={0.4} data-testid="preview-result">
          <label
            htmlFor={linkId}
            css={(th: Theme) => css`
              font-size: 0.9rem;
              color: ${th.palette.textMuted};
            `}
          >
            {t('linkLabel')}
          </label>
          <input
            id={linkId}
            readOnly
            value={link.url}
            onFocus={(e) => e.currentTarget.select()}
            data-testid="preview-url"
            css={(th: Theme) => inputStyle(th, false)}
          />
          <span data-testid="preview-expires">
            {t('previewExpires', { when: f.dateTime(link.expires_at) })}
          </span>
          <Button
            variant="ghost"
            onClick={() =>
              void navigator.clipboard
                .writeText(link.url)
                .then(() => toast(t('copied')))
                .catch(() => toast(t('copyFailed'), 'danger'))
            }
            data-testid="preview-copy"
          >
            {t('copy')}
          </Button>
        </Stack>
      ) : null}
      <Refusal error={mint.error} testId="preview-refusal" />
    </ConfirmDialog>
  );
}
