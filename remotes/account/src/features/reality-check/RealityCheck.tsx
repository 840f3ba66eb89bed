import { useCallback, useEffect, useRef } from 'react';
import { useTranslation } from '@site/shared/i18next';
import { skipToken, useQuery } from '@site/shared/query';
import { bus, callValue, queryKeys, useAuthRef } from '@site/shared';
import { RealityCheckBody, REALITY_MODAL } from './RealityCheckBody';
import { nextReadIn } from './schedule';
import '../../i18n/messages';

/**
 * The app-wide reality check (the shell mounts it for signed-in players; it draws nothing itself). The clock is
 * the session's, on the server: `account/reality_check` is read when the page opens, again when the next check
 * falls due by the server's clock (at most every five minutes) and when the tab regains focus; when the answer
 * says `due`, the modal opens through the modal stack with the session's time, stakes and net result.
 */
export default function RealityCheck() {
  const { t } = useTranslation('account');
  const ref = useAuthRef();
  const open = useRef(false);
  const q = useQuery({
    queryKey: queryKeys.account.realityCheck(ref?.account_id ?? ''),
    queryFn: ref ? () => callValue('/api/account/reality_check', ref) : skipToken,
    meta: { errors: 'silent' },
    refetchInterval: (query) => nextReadIn(query.state.data),
    refetchOnWindowFocus: true,
  });
  const onClosed = useCallback(() => {
    open.current = false;
  }, []);
  const view = q.data;
  useEffect(() => {
    if (!view?.due || open.current) return;
    open.current = true;
    bus.emit('modal:open', {
      name: REALITY_MODAL,
      title: (tr) => tr('account:realityTitle'),
      body: <RealityCheckBody view={view} onClosed={onClosed} />,
    });
  }, [view, t, onClosed]);
  return null;
}
