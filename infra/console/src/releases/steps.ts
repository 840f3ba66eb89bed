/**
 * The release steps of one remote on one site (RemoteCard): each step's request, the confirmation it asks
 * first (title, text, button) and the toast once it is done.
 */
import { useTranslation } from 'react-i18next';
import { useReleaseStep } from './common';
import type { ReleaseState, RemoteRelease } from './types';

export type Step =
  | { kind: 'canary'; version: string; share: number }
  | { kind: 'share'; share: number }
  | { kind: 'promote' }
  | { kind: 'abandon' }
  | { kind: 'pin'; version: string | null }
  | { kind: 'rollback' };

export interface StepDialog {
  title: string;
  text: string;
  label: string;
  danger?: boolean;
}

/** The remote's step mutation (`run`) and the confirmation text of a step (`dialogText`). */
export function useRemoteStep(domain: string, r: RemoteRelease) {
  const { t } = useTranslation('releases');
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

  function dialogText(s: Step): StepDialog {
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

  return { run, dialogText };
}
