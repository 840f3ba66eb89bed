/**
 * One remote on one site: its live version (pinned or following the newest build), the canary (start, share,
 * promote, abandon), the pin, one-click rollback, its builds (status, contract, size, publisher, preview link)
 * and its recent release changes. Every risky step asks first; a refusal shows here with the server's reason.
 */
import { css, type Theme } from '@emotion/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge, Button, Card, DataTable, Field, Stack, focusRing, type Column } from '@site/shared/ui';
import { useCan } from '../me';
import { ConfirmDialog, SelectField, TableScroll, useFormat } from '../ui';
import { PreviewDialog, StatusDialog } from './BuildDialogs';
import { Refusal, useReleaseStep, useSize } from './common';
import type { Build, HistoryEntry, ReleaseState, RemoteRelease } from './types';

type Step =
  | { kind: 'canary'; version: string; share: number }
  | { kind: 'share'; share: number }
  | { kind: 'promote' }
  | { kind: 'abandon' }
  | { kind: 'pin'; version: string | null }
  | { kind: 'rollback' };

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

const subhead = css`
  margin: 0;
  font-size: 1rem;
`;

export function RemoteCard({ domain, remote: r }: { domain: string; remote: RemoteRelease }) {
  const { t } = useTranslation('releases');
  const f = useFormat();
  const canChange = useCan('releases.change');
  const [step, setStep] = useState<Step | null>(null);
  const [canaryVersion, setCanaryVersion] = useState('');
  const [canaryShare, setCanaryShare] = useState('10');
  const [share, setShare] = useState(String(r.canary?.share ?? 0));
  const [pinTo, setPinTo] = useState(r.pinned_version ?? '');
  const [statusOf, setStatusOf] = useState<Build | null>(null);
  const [previewOf, setPreviewOf] = useState<Build | null>(null);
  const base = `/releases/sites/${encodeURIComponent(domain)}/remotes/${encodeURIComponent(r.name)}`;

  const run = useReleaseStep<ReleaseState, Step>(
    (s) => `${base}/${s.kind === 'share' ? 'canary' : s.kind}`,
    (s) =>
      s.kind === 'canary'
        ? { version: s.version, share: s.share }
        : s.kind === 'share'
          ? { share: s.share }
          : s.kind === 'pin'
            ? { version: s.version }
            : {},
    (a, s) => {
      const facts = { remote: r.name, site: domain, live: a.live ?? '—' };
      switch (s.kind) {
        case 'canary':
          return t('canaryStarted', { ...facts, version: s.version, share: s.share });
        case 'share':
          return t('shareSaved', { ...facts, share: s.share });
        case 'promote':
          return t('promoted', { ...facts, version: a.live });
        case 'abandon':
          return t('abandoned', facts);
        case 'pin':
          return s.version ? t('pinnedToast', { ...facts, version: s.version }) : t('unpinnedToast', facts);
        case 'rollback':
          return t('rolledBack', { ...facts, version: a.live });
      }
    },
  );

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

  const offered = r.versions.filter((b) => b.status !== 'withdrawn');
  const canaryChoices = offered.filter((b) => b.version !== r.live);
  const shareNumber = (s: string) => Math.min(100, Math.max(0, Math.round(Number(s) || 0)));
  const dialog = step ? dialogText(step) : null;

  function dialogText(s: Step): { title: string; text: string; label: string; danger?: boolean } {
    const facts = { remote: r.name, site: domain, live: r.live ?? '—' };
    switch (s.kind) {
      case 'canary':
        return {
          title: t('canaryTitle', { ...facts, version: s.version, share: s.share }),
          text: t('canaryText', { ...facts, share: s.share }),
          label: t('startCanaryButton'),
        };
      case 'share':
        return {
          title: t('shareTitle', { ...facts, version: r.canary?.version, share: s.share }),
          text: t('canaryText', { ...facts, share: s.share }),
          label: t('saveShare'),
        };
      case 'promote':
        return {
          title: t('promoteTitle', { ...facts, version: r.canary?.version }),
          text: t('promoteText', facts),
          label: t('promote'),
        };
      case 'abandon':
        return {
          title: t('abandonTitle', { ...facts, version: r.canary?.version }),
          text: t('abandonText', facts),
          label: t('abandon'),
          danger: true,
        };
      case 'pin':
        return s.version
          ? { title: t('pinTitle', { ...facts, version: s.version }), text: t('pinText'), label: t('pin') }
          : {
              title: t('unpinTitle', facts),
              text: t('unpinText', { ...facts, newest: r.newest }),
              label: t('pin'),
            };
      case 'rollback':
        return {
          title: t('rollbackTitle', { ...facts, version: r.rollback.version }),
          text: t('rollbackText', { ...facts, version: r.rollback.version }),
          label: t('rollbackButton'),
          danger: true,
        };
    }
  }

  const use = (b: Build) =>
    b.version === r.canary?.version && r.canary.share > 0
      ? t('use.canary', { share: r.canary.share })
      : b.version === r.live
        ? t(r.pinned_version ? 'use.pin' : 'use.newest')
        : '—';

  const columns: Column<Build>[] = [
    { key: 'version', header: t('version'), cell: (b) => <strong>{b.version}</strong> },
    {
      key: 'status',
      header: t('status'),
      cell: (b) => (
        <Stack gap={0.2} align="start">
          <Badge tone={b.status === 'current' ? 'success' : b.status === 'withdrawn' ? 'danger' : 'neutral'}>
            {t(`status.${b.status}`)}
          </Badge>
          {b.deprecated_on ? <span>{t('deprecatedOn', { date: b.deprecated_on })}</span> : null}
          {b.status_note ? <span>{b.status_note}</span> : null}
        </Stack>
      ),
    },
    {
      key: 'contract',
      header: t('contract'),
      cell: (b) => (
        <Stack gap={0.2} align="start">
          <code>{b.contract}</code>
          {b.contract_problem ? <Badge tone="danger">{t('incompatible')}</Badge> : null}
        </Stack>
      ),
    },
    { key: 'size', header: t('size'), numeric: true, cell: (b) => <SizeCell bytes={b.size_bytes} /> },
    {
      key: 'published',
      header: t('published'),
      cell: (b) => (
        <Stack gap={0.2} align="start">
          <span>{f.dateTime(b.published_at)}</span>
          <span>{t('by', { who: b.publisher || '—' })}</span>
        </Stack>
      ),
    },
    { key: 'use', header: t('onThisSite'), cell: use },
    {
      key: 'hashes',
      header: t('hashes'),
      cell: (b) => (
        <details>
          <summary
            css={(th: Theme) => css`
              cursor: pointer;
              min-height: 44px;
              display: inline-flex;
              align-items: center;
              ${focusRing(th)}
            `}
          >
            {t('showHashes', { count: Object.keys(b.integrity).length })}
          </summary>
          <ul
            css={css`
              margin: 0.3rem 0 0;
              padding-left: 1rem;
              font-size: 0.8rem;
              overflow-wrap: anywhere;
            `}
          >
            {Object.entries(b.integrity).map(([file, hash]) => (
              <li key={file}>
                <code>{file}</code> <code>{hash}</code>
              </li>
            ))}
          </ul>
        </details>
      ),
    },
  ];
  if (canChange)
    columns.push({
      key: 'actions',
      header: t('actions'),
      cell: (b) => (
        <Stack row gap={0.4}>
          <Button
            variant="ghost"
            onClick={() => setStatusOf(b)}
            aria-label={t('setStatusOf', { remote: r.name, version: b.version })}
            data-testid={`status-${r.name}-${b.version}`}
          >
            {t('setStatus')}
          </Button>
          {b.status !== 'withdrawn' ? (
            <Button
              variant="ghost"
              onClick={() => setPreviewOf(b)}
              aria-label={t('previewLinkOf', { remote: r.name, version: b.version })}
              data-testid={`preview-${r.name}-${b.version}`}
            >
              {t('previewLink')}
            </Button>
          ) : null}
        </Stack>
      ),
    });

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

      {canChange ? (
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
                  onChange={(e) => setShare(e.target.value)}
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
                onValue={setShare}
                filter="digits"
                inputMode="numeric"
                maxLength={3}
                name={`share-${r.name}`}
                data-testid={`share-${r.name}`}
              />
              <Stack row gap={0.4}>
                <Button onClick={() => start({ kind: 'share', share: shareNumber(share) })}>
                  {t('saveShare')}
                </Button>
                <Button onClick={() => start({ kind: 'promote' })} data-testid={`promote-${r.name}`}>
                  {t('promote')}
                </Button>
                <Button
                  variant="ghost"
                  onClick={() => start({ kind: 'abandon' })}
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
                onClick={() =>
                  start({ kind: 'canary', version: canaryVersion, share: shareNumber(canaryShare) })
                }
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
              onClick={() => start({ kind: 'pin', version: pinTo || null })}
              data-testid={`pin-${r.name}`}
            >
              {t('pin')}
            </Button>
          </Stack>
          <Stack gap={0.6}>
            <h3 css={subhead}>{t('rollback')}</h3>
            {r.rollback.version ? (
              <Button
                onClick={() => start({ kind: 'rollback' })}
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
      ) : null}

      <Refusal error={run.error} testId={`refusal-${r.name}`} />

      <TableScroll label={t('versionsCaption', { remote: r.name, count: r.versions.length })}>
        <DataTable
          caption={t('versionsCaption', { remote: r.name, count: r.versions.length })}
          columns={columns}
          rows={r.versions}
          rowKey={(b) => b.version}
          testId={`versions-${r.name}`}
        />
      </TableScroll>

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

  function versionLabel(b: Build) {
    const notes = [
      b.status === 'deprecated' ? t('status.deprecated') : '',
      b.contract_problem ? t('incompatible') : '',
    ].filter(Boolean);
    return notes.length ? `${b.version} (${notes.join(', ')})` : b.version;
  }
}

function SizeCell({ bytes }: { bytes: number }) {
  const size = useSize();
  return <>{size(bytes)}</>;
}

function History({ remote, rows }: { remote: string; rows: HistoryEntry[] }) {
  const { t } = useTranslation('releases');
  const f = useFormat();
  const columns: Column<HistoryEntry>[] = [
    { key: 'when', header: t('when'), cell: (h) => f.dateTime(h.at) },
    { key: 'who', header: t('who'), cell: (h) => `${h.actor} (${t(`via.${h.via}`)})` },
    {
      key: 'what',
      header: t('what'),
      cell: (h) => {
        const canary = h.canary_after ?? h.canary_before;
        return h.action === 'canary' && canary
          ? t('action.canaryOf', { version: canary.version, share: canary.share })
          : t(`action.${h.action}`, { defaultValue: h.action });
      },
    },
    {
      key: 'live',
      header: t('liveChange'),
      cell: (h) =>
        h.live_before === h.live_after
          ? (h.live_after ?? '—')
          : `${h.live_before ?? '—'} → ${h.live_after ?? '—'}`,
    },
  ];
  return (
    <details>
      <summary
        css={(th: Theme) => css`
          cursor: pointer;
          min-height: 44px;
          display: inline-flex;
          align-items: center;
          font-weight: 600;
          ${focusRing(th)}
        `}
      >
        {t('history', { count: rows.length })}
      </summary>
      {rows.length ? (
        <TableScroll label={t('historyCaption', { remote })}>
          <DataTable
            caption={t('historyCaption', { remote })}
            columns={columns}
            rows={rows}
            rowKey={(h) => String(h.id)}
            testId={`history-${remote}`}
          />
        </TableScroll>
      ) : (
        <p>{t('noHistory')}</p>
      )}
    </details>
  );
}
