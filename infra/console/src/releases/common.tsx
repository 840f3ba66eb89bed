/**
 * What the releases pages share: a refusal shown where it happened (the code's message in the staff member's
 * language and the server's own reason, e.g. who locked the site and why), byte sizes, a build's status and
 * contract cells, and the mutation every release step uses (refreshes the site's state and the build list,
 * toasts the outcome).
 */
import { css, type Theme } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQueryClient } from '@site/shared/query';
import { Badge, focusRing, Stack } from '@site/shared/ui';
import { ConsoleApiError, consolePost } from '../api';
import { toast } from '../toast';
import { useErrorText } from '../ui';
import { RELEASES_KEY, type Build } from './types';

export function Refusal({ error, testId = 'release-refusal' }: { error: unknown; testId?: string }) {
  const { t } = useTranslation('releases');
  const text = useErrorText(['releases']);
  if (!error) return null;
  const detail = error instanceof ConsoleApiError && error.status !== 400 ? error.detail : '';
  return (
    <div
      role="alert"
      data-testid={testId}
      css={(th: Theme) => css`
        display: grid;
        gap: 0.25rem;
        padding: 0.6rem 0.8rem;
        border: 1px solid ${th.palette.danger};
        border-radius: ${th.radius};
        color: ${th.palette.text};
        background: ${th.palette.surface};
        overflow-wrap: anywhere;
      `}
    >
      <strong
        css={(th: Theme) => css`
          color: ${th.palette.danger};
        `}
      >
        {text(error)}
      </strong>
      {detail ? <span>{t('serverReason', { detail })}</span> : null}
    </div>
  );
}

/** Bytes as KB / MB in the console's language. */
export function useSize() {
  const { i18n } = useTranslation();
  return (bytes: number) => {
    const units = ['B', 'KB', 'MB', 'GB'];
    let n = bytes;
    let u = 0;
    while (n >= 1024 && u < units.length - 1) {
      n /= 1024;
      u++;
    }
    const lang = i18n.language === 'CN' ? 'zh-CN' : i18n.language === 'PHP' ? 'fil-PH' : 'en-GB';
    return `${new Intl.NumberFormat(lang, { maximumFractionDigits: u ? 1 : 0 }).format(n)} ${units[u]}`;
  };
}

/**
 * A release step (`POST /console/api<path>`): on success the site's state and the build list are read again
 * and `done(answer)` names the toast; a refusal stays on the mutation for the caller to show inline.
 */
export function useReleaseStep<A, V>(
  path: (v: V) => string,
  body: (v: V) => unknown,
  done: (a: A, v: V) => string,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (v: V) => consolePost<A>(path(v), body(v)),
    onSuccess: (a, v) => {
      void queryClient.invalidateQueries({ queryKey: RELEASES_KEY });
      toast(done(a, v));
    },
  });
}

/** A build's status badge, the date it is deprecated from, and (`withNote`) the note given with the status. */
export function BuildStatusCell({ build: b, withNote = false }: { build: Build; withNote?: boolean }) {
  const { t } = useTranslation('releases');
  return (
    <Stack gap={0.2} align="start">
      <Badge tone={b.status === 'current' ? 'success' : b.status === 'withdrawn' ? 'danger' : 'neutral'}>
        {t(`status.${b.status}`)}
      </Badge>
      {b.deprecated_on ? <span>{t('deprecatedOn', { date: b.deprecated_on })}</span> : null}
      {withNote && b.status_note ? <span>{b.status_note}</span> : null}
    </Stack>
  );
}

/** A build's contract range, marked when this host cannot run it. */
export function ContractCell({ build: b }: { build: Build }) {
  const { t } = useTranslation('releases');
  return (
    <Stack gap={0.2} align="start">
      <code>{b.contract}</code>
      {b.contract_problem ? <Badge tone="danger">{t('incompatible')}</Badge> : null}
    </Stack>
  );
}

/** A <details> summary a finger can hit (44 px high) with the kit's focus ring. */
export const summaryStyle = (th: Theme) => css`
  cursor: pointer;
  min-height: 44px;
  display: inline-flex;
  align-items: center;
  ${focusRing(th)}
`;
