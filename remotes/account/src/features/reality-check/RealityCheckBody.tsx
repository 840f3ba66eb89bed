import { css } from '@emotion/react';
import { useEffect } from 'react';
import { useTranslation } from '@site/shared/i18next';
import { useNavigate } from '@site/shared/router';
import { useMutation, useQueryClient } from '@site/shared/query';
import { authRef, bus, callValue, queryKeys, type RealityCheck } from '@site/shared';
import { Button, useFormat } from '@site/shared/ui';
import { DetailsList } from '../profile/DetailsList';
import { signOut } from '../../lib/sign-out';
import { hoursMinutes } from './schedule';
import '../../i18n/messages';

export const REALITY_MODAL = 'reality-check';

/**
 * The reality check's modal body: this session's time, stakes and net result (account/reality_check), with
 * Continue (`acknowledge: true`: the next check is one interval later) and Sign out.
 */
export function RealityCheckBody({ view, onClosed }: { view: RealityCheck; onClosed: () => void }) {
  const { t } = useTranslation('account');
  const f = useFormat();
  const navigate = useNavigate();
  const client = useQueryClient();
  useEffect(() => onClosed, [onClosed]);
  const close = () => bus.emit('modal:close', { name: REALITY_MODAL });
  const acknowledge = useMutation({
    mutationFn: () => {
      const ref = authRef();
      if (!ref) throw new Error('signed out');
      return callValue('/api/account/reality_check', { ...ref, acknowledge: true });
    },
    onSuccess: (next) => {
      const account = authRef()?.account_id;
      if (account) client.setQueryData(queryKeys.account.realityCheck(account), next);
      close();
    },
  });
  const time = t('durationHours', hoursMinutes(view.elapsed_seconds));
  return (
    <div data-testid="reality-check">
      <p style={{ marginTop: 0 }}>{t('realityText', { time })}</p>
      <DetailsList
        rows={[
          [t('sessionTime'), time, 'reality-time'],
          [t('stakes'), f.money(view.stakes), 'reality-stakes'],
          [t('netResult'), f.money(view.net_result), 'reality-net'],
        ]}
      />
      <div
        css={css`
          display: flex;
          flex-wrap: wrap;
          gap: 0.5rem;
          justify-content: flex-end;
          margin-top: 1rem;
        `}
      >
        <Button
          variant="ghost"
          data-testid="reality-sign-out"
          onClick={() => {
            close();
            signOut({ revoke: true });
            void navigate('/');
          }}
        >
          {t('signOut')}
        </Button>
        <Button
          data-testid="reality-continue"
          disabled={acknowledge.isPending}
          onClick={() => acknowledge.mutate()}
        >
          {t('continuePlaying')}
        </Button>
      </div>
    </div>
  );
}
