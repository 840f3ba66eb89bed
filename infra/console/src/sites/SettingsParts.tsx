/**
 * What a site's settings forms share (SettingsForms.tsx, AnalyticsForm.tsx, ComplianceForm.tsx): a section's
 * Save button and a labelled checkbox with an optional hint.
 */
import { css, type Theme } from '@emotion/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@site/shared/ui';
import type { SettingsSection } from './save';

export function SaveButton({ busy, section }: { busy: boolean; section: SettingsSection }) {
  const { t } = useTranslation('sites');
  return (
    <Button type="submit" disabled={busy} aria-busy={busy || undefined} data-testid={`save-${section}`}>
      {t('save')}
    </Button>
  );
}

export function Check({
  label,
  hint,
  checked,
  onChange,
  testId,
}: {
  label: string;
  hint?: ReactNode;
  checked: boolean;
  onChange: (v: boolean) => void;
  testId?: string;
}) {
  return (
    <label
      css={css`
        display: grid;
        grid-template-columns: auto 1fr;
        gap: 0.2rem 0.6rem;
        align-items: center;
        min-height: 44px;
        margin-bottom: 0.8rem;
        cursor: pointer;
      `}
    >
      <input
        type="checkbox"
        checked={checked}
        data-testid={testId}
        onChange={(e) => onChange(e.target.checked)}
        css={css`
          width: 1.2rem;
          height: 1.2rem;
        `}
      />
      <span>{label}</span>
      {hint ? (
        <span
          css={(th: Theme) => css`
            grid-column: 2;
            color: ${th.palette.textMuted};
            font-size: 0.85rem;
          `}
        >
          {hint}
        </span>
      ) : null}
    </label>
  );
}
