import type { ReactNode } from 'react';
import { useTranslation } from '@site/shared/i18next';
import { Button, Card, EmptyState, Skeleton } from '@site/shared/ui';
import { useT } from '../i18n/messages';

interface QueryLike<T> {
  isPending: boolean;
  isError: boolean;
  data: T | undefined;
  refetch: () => unknown;
}

/**
 * The loading and failure states of a content query: a skeleton card while it loads, "could not load" with
 * Retry when it failed (the central handler has already told the player why); else `children(data)`.
 */
export function Loaded<T>({
  q,
  lines = 4,
  children,
}: {
  q: QueryLike<T>;
  lines?: number;
  children: (data: T) => ReactNode;
}) {
  const t = useT();
  const { t: ui } = useTranslation('ui');
  if (q.isPending)
    return (
      <Card>
        <Skeleton lines={lines} />
      </Card>
    );
  if (q.isError || q.data === undefined)
    return (
      <Card>
        <EmptyState
          text={t('contentFailed')}
          action={
            <Button variant="ghost" onClick={() => void q.refetch()}>
              {ui('retry')}
            </Button>
          }
        />
      </Card>
    );
  return <>{children(q.data)}</>;
}
