/**
 * One remote on one site: its live version (pinned or following the newest build), the canary (start, share,
 * promote, abandon), the pin, one-click rollback, its builds (status, contract, size, publisher, preview link)
 * and its recent release changes. Every risky step asks first; a refusal shows here with the server's reason.
 */
import { css } from '@emotion/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge, Card } from '@site/shared/ui';
import { useCan } from '../me';
import { ConfirmDialog, useFormat } from '../ui';
import { PreviewDialog, StatusDialog } from './BuildDialogs';
import { Refusal } from './common';
import { History } from './History';
import { RemoteControls } from './RemoteControls';
import { useRemoteStep, type Step } from './steps';
import type { Build, RemoteRelease } from './types';
import { Versions } from './Versions';

const dl = css`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: 0.3rem 1rem;
  margin: 0;
  dt {
    font-weight: 600;
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

export function RemoteCard({ domain, remote: r }: { domain: string; remote: RemoteRelease }) {
  const { t } = useTranslation('releases');
  const f = useFormat();
  const canChange = useCan('releases.change');
  const [step, setStep] = useState<Step | null>(null);
  const [share, setShare] = useState(String(r.canary?.share ?? 0));
  const [statusOf, setStatusOf] = useState<Build | null>(null);
  const [previewOf, setPreviewOf] = useState<Build | null>(null);
  const { run, dialogText } = useRemoteStep(domain, r);

  function start(s: Step) {
    run.reset();
    setStep(s);
  }
  function confirm() {
    if (!step) return;
    const s = step;
    setStep(null);
    run.mutate(s, { onSuccess: (a) => setShare(String(a.canary?.share ?? 0)) });
  }

  const dialog = step ? dialogText(step) : null;

  return (
    <Card
      title={r.name}
      data-testid={`remote-${r.name}`}
      actions={!r.enabled ? <Badge>{t('disabledRemote')}</Badge> : null}
    >
      <dl css={dl} data-testid={`remote-${r.name}-facts`}>
        <dt>{t('live')}</dt>
        <dd data-testid={`live-${r.name}`}>
          {r.live ? (
            <>
              <strong>{r.live}</strong> ({r.pinned_version ? t('pinned') : t('followsNewest')})
            </>
          ) : (
            t('liveNone')
          )}
        </dd>
        <dt>{t('newest')}</dt>
        <dd>{r.newest ?? '—'}</dd>
        <dt>{t('canary')}</dt>
        <dd data-testid={`canary-${r.name}`}>
          {r.canary
            ? `${t('canaryOf', { version: r.canary.version, share: r.canary.share })}${
                r.canary.since ? ` · ${t('since', { when: f.dateTime(r.canary.since) })}` : ''
              }`
            : t('noCanary')}
        </dd>
      </dl>

      {canChange ? <RemoteControls remote={r} share={share} onShare={setShare} start={start} /> : null}

      <Refusal error={run.error} testId={`refusal-${r.name}`} />

      <Versions remote={r} onStatus={setStatusOf} onPreview={setPreviewOf} />

      <History remote={r.name} rows={r.history} />

      <ConfirmDialog
        open={dialog !== null}
        title={dialog?.title ?? ''}
        confirmLabel={dialog?.label ?? ''}
        danger={dialog?.danger}
        onConfirm={confirm}
        onCancel={() => setStep(null)}
        testId="release-confirm"
      >
        <p
          css={css`
            margin: 0;
          `}
        >
          {dialog?.text}
        </p>
      </ConfirmDialog>
      {statusOf ? <StatusDialog build={statusOf} onClose={() => setStatusOf(null)} /> : null}
      {previewOf ? (
        <PreviewDialog build={previewOf} domain={domain} onClose={() => setPreviewOf(null)} />
      ) : null}
    </Card>
  );
}
