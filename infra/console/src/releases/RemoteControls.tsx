/**
 * What a release manager changes on one remote of one site (RemoteCard): the canary (start it, or its share,
 * promote, abandon), the pin, and one-click rollback. Each button asks RemoteCard's confirmation first.
 */
import { css, type Theme } from '@emotion/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Field, Stack, focusRing } from '@site/shared/ui';
import { SelectField } from '../fields';
import { opensDialog } from '../ui';
import type { Step } from './steps';
import type { Build, RemoteRelease } from './types';

const subhead = css`
  margin: 0;
  font-size: 1rem;
`;

export function RemoteControls({
  remote: r,
  share,
  onShare,
  start,
}: {
  remote: RemoteRelease;
  /** the running canary's share as typed (RemoteCard resets it to the saved share after each step) */
  share: string;
  onShare: (share: string) => void;
  /** asks to confirm a step */
  start: (s: Step) => void;
}) {
  const { t } = useTranslation('releases');
  const [canaryVersion, setCanaryVersion] = useState('');
  const [canaryShare, setCanaryShare] = useState('10');
  const [pinTo, setPinTo] = useState(r.pinned_version ?? '');
  const offered = r.versions.filter((b) => b.status !== 'withdrawn');
  const canaryChoices = offered.filter((b) => b.version !== r.live);
  const shareNumber = (s: string) => Math.min(100, Math.max(0, Math.round(Number(s) || 0)));

  return (
    <div
      css={css`
        display: grid;
        grid-template-columns: repeat(auto-fit, minmax(16rem, 1fr));
        gap: 1rem;
        align-items: start;
      `}
    >
      {r.canary ? (
        <Stack gap={0.6}>
          <h3 css={subhead}>{t('canary')}</h3>
          <label
            css={css`
              display: grid;
              gap: 0.3rem;
            `}
          >
            <span>{t('shareSlider')}</span>
            <input
              type="range"
              min={0}
              max={100}
              step={1}
              value={shareNumber(share)}
              onChange={(e) => onShare(e.target.value)}
              data-testid={`share-slider-${r.name}`}
              css={(th: Theme) => [
                focusRing(th),
                css`
                  accent-color: ${th.palette.primary};
                  min-height: 44px;
                `,
              ]}
            />
          </label>
          <Field
            label={t('share')}
            hint={t('shareHint')}
            value={share}
            onValue={onShare}
            filter="digits"
            inputMode="numeric"
            maxLength={3}
            name={`share-${r.name}`}
            data-testid={`share-${r.name}`}
          />
          <Stack row gap={0.4}>
            <Button onClick={opensDialog(() => start({ kind: 'share', share: shareNumber(share) }))}>
              {t('saveShare')}
            </Button>
            <Button onClick={opensDialog(() => start({ kind: 'promote' }))} data-testid={`promote-${r.name}`}>
              {t('promote')}
            </Button>
            <Button
              variant="ghost"
              onClick={opensDialog(() => start({ kind: 'abandon' }))}
              data-testid={`abandon-${r.name}`}
            >
              {t('abandon')}
            </Button>
          </Stack>
        </Stack>
      ) : (
        <Stack gap={0.6}>
          <h3 css={subhead}>{t('startCanary')}</h3>
          <SelectField
            label={t('canaryVersion')}
            value={canaryVersion}
            onValue={setCanaryVersion}
            options={[
              { value: '', label: t('chooseVersion') },
              ...canaryChoices.map((b) => ({ value: b.version, label: versionLabel(b) })),
            ]}
            data-testid={`canary-version-${r.name}`}
          />
          <Field
            label={t('share')}
            hint={t('shareHint')}
            value={canaryShare}
            onValue={setCanaryShare}
            filter="digits"
            inputMode="numeric"
            maxLength={3}
            name={`canary-share-${r.name}`}
            data-testid={`canary-share-${r.name}`}
          />
          <Button
            disabled={!canaryVersion}
            onClick={opensDialog(() =>
              start({ kind: 'canary', version: canaryVersion, share: shareNumber(canaryShare) }),
            )}
            data-testid={`start-canary-${r.name}`}
          >
            {t('startCanaryButton')}
          </Button>
        </Stack>
      )}
      <Stack gap={0.6}>
        <h3 css={subhead}>{t('pin')}</h3>
        <SelectField
          label={t('pinVersion')}
          value={pinTo}
          onValue={setPinTo}
          options={[
            { value: '', label: t('followNewest') },
            ...offered.map((b) => ({ value: b.version, label: versionLabel(b) })),
          ]}
          data-testid={`pin-version-${r.name}`}
        />
        <Button
          onClick={opensDialog(() => start({ kind: 'pin', version: pinTo || null }))}
          data-testid={`pin-${r.name}`}
        >
          {t('pin')}
        </Button>
      </Stack>
      <Stack gap={0.6}>
        <h3 css={subhead}>{t('rollback')}</h3>
        {r.rollback.version ? (
          <Button
            onClick={opensDialog(() => start({ kind: 'rollback' }))}
            data-testid={`rollback-${r.name}`}
            css={css`
              align-self: flex-start;
            `}
          >
            {t('rollbackTo', { version: r.rollback.version })}
          </Button>
        ) : (
          <p
            css={css`
              margin: 0;
            `}
          >
            {r.rollback.problem_code === 'blocked'
              ? t('rollbackBlocked', { reason: r.rollback.problem ?? '' })
              : t('rollbackNone')}
          </p>
        )}
      </Stack>
    </div>
  );

  function versionLabel(b: Build) {
    const notes = [
      b.status === 'deprecated' ? t('status.deprecated') : '',
      b.contract_problem ? t('incompatible') : '',
    ].filter(Boolean);
    return notes.length ? `${b.version} (${notes.join(', ')})` : b.version;
  }
}
