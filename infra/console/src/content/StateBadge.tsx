/** An item's state as badges (content list and editor): not written, draft or published; pending changes. */
import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@site/shared/ui';
import type { Item } from './types';

export function StateBadge({ item }: { item: Item | null }) {
  const { t } = useTranslation('content');
  if (!item || !item.state) return <Badge>{t('notWritten')}</Badge>;
  return (
    <span
      css={css`
        display: inline-flex;
        gap: 0.3rem;
        flex-wrap: wrap;
      `}
    >
      <Badge tone={item.state === 'published' ? 'success' : 'neutral'}>{t(`state.${item.state}`)}</Badge>
      {item.draft ? <Badge tone="primary">{t('pendingChanges')}</Badge> : null}
    </span>
  );
}
