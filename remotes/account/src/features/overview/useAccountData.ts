import { useEffect, useState } from 'react';
import { api, authRef, handleApiError, useUserStore, vipInfo, type VipInfo } from '@site/shared';

/**
 * The overview's data: balance (get_balance) and VIP progress (vip), fetched fresh. Failures go to the central
 * handler (SPEC §8); a balance failure also shows the optional 3 s toast.
 */
export function useAccountData(): { vip: VipInfo | null; loading: boolean } {
  const [state, setState] = useState<{ vip: VipInfo | null; loading: boolean }>({ vip: null, loading: true });
  useEffect(() => {
    const ref = authRef();
    if (!ref) return;
    let live = true;
    void Promise.all([api.call('/api/auth/get_balance', ref), api.call('/api/auth/vip', ref)]).then(
      ([balance, vip]) => {
        if (!live) return;
        const store = useUserStore.getState();
        if (balance.statusCode === 1 && balance.value)
          store.setBalance(balance.value.game_balance, balance.value.game_token);
        else handleApiError(balance, { toast: true });
        const level = vip.statusCode === 1 ? (vip.value?.nextLevel?.[0] ?? null) : null;
        if (vip.statusCode === 1) store.setVip(level);
        else handleApiError(vip);
        setState({ vip: vipInfo(level ?? undefined), loading: false });
      },
    );
    return () => {
      live = false;
    };
  }, []);
  return state;
}
