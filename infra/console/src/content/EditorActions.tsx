/**
 * The editor's buttons and confirmation (Editor.tsx): Save draft (or Save changes) and Publish, and for a
 * stored item Discard changes, Unpublish and Delete — the last two after a confirmation — with a line on what
 * they do.
 */
import { css, type Theme } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { Button, Stack } from '@site/shared/ui';
import { ConfirmDialog, opensDialog } from '../ui';
import type { Step } from './types';

export function EditorActions({
  published,
  stored,
  pending,
  canDelete,
  canSave,
  busy,
  saving,
  onPublish,
  onDiscard,
  onAsk,
}: {
  published: boolean;
  stored: boolean;
  /** the item has a pending draft */
  pending: boolean;
  canDelete: boolean;
  /** a site is chosen */
  canSave: boolean;
  busy: boolean;
  /** a save is under way */
  saving: boolean;
  onPublish: () => void;
  onDiscard: () => void;
  /** asks the confirmation of a step */
  onAsk: (step: 'unpublish' | 'delete') => void;
}) {
  const { t } = useTranslation('content');
  return (
    <>
      <Stack row gap={0.6} align="stretch">
        <Button
          type="submit"
          variant="ghost"
          disabled={busy || !canSave}
          aria-busy={saving || undefined}
          data-testid="save-draft"
        >
          {published ? t('saveChanges') : t('saveDraft')}
        </Button>
        <Button
          onClick={onPublish}
          disabled={busy || !canSave}
          aria-busy={saving || undefined}
          data-testid="publish"
        >
          {t('publish')}
        </Button>
        {pending ? (
          <Button variant="ghost" onClick={onDiscard} disabled={busy} data-testid="discard">
            {t('discard')}
          </Button>
        ) : null}
        {stored && published ? (
          <Button
            variant="ghost"
            onClick={opensDialog(() => onAsk('unpublish'))}
            disabled={busy}
            data-testid="unpublish"
          >
            {t('unpublish')}
          </Button>
        ) : null}
        {canDelete ? (
          <Button
            variant="ghost"
            onClick={opensDialog(() => onAsk('delete'))}
            disabled={busy}
            data-testid="delete"
          >
            {t('delete')}
          </Button>
        ) : null}
      </Stack>
      <p
        css={(th: Theme) => css`
          margin: 0.4rem 0 0;
          color: ${th.palette.textMuted};
          font-size: 0.85rem;
        `}
      >
        {published ? t('publishedHelp') : t('draftHelp')}
      </p>
    </>
  );
}

/** The confirmation of Unpublish or Delete (closed while `step` is null). */
export function StepConfirm({
  step,
  busy,
  onConfirm,
  onCancel,
}: {
  step: Step | null;
  busy: boolean;
  onConfirm: (step: Step) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('content');
  return (
    <ConfirmDialog
      open={step !== null}
      title={step === 'delete' ? t('deleteTitle') : t('unpublishTitle')}
      confirmLabel={step === 'delete' ? t('delete') : t('unpublish')}
      danger
      busy={busy}
      onConfirm={() => step && onConfirm(step)}
      onCancel={onCancel}
      testId="content-confirm"
    >
      <p
        css={css`
          margin: 0;
        `}
      >
        {step === 'delete' ? t('deleteText') : t('unpublishText')}
      </p>
    </ConfirmDialog>
  );
}
