import { useCallback, useEffect, useState } from 'react';
import {
  api,
  authRef,
  DESIGNED_CALLS,
  siteRef,
  type Paged,
  type SiteInfoDetail,
  type Transaction,
} from '@site/shared';

/** The site's deposit limits (siteinfodetail) and the player's recent deposits (transactions, type deposit). */
export function useDepositData() {
  const [limits, setLimits] = useState<{ min: number; max: number } | null>(null);
  const [recent, setRecent] = useState<Transaction[] | null>(null);

  const loadRecent = useCallback(async () => {
    const ref = authRef();
    if (!ref) return;
    const a = await api.post<Paged<Transaction>>(DESIGNED_CALLS.transactions, {
      ...ref,
      type: 'deposit',
      page: 1,
      page_size: 5,
    });
    setRecent(a.statusCode === 1 && a.value ? a.value.items : []);
  }, []);

  useEffect(() => {
    void api.post<SiteInfoDetail>('/api/settings/siteinfodetail', siteRef()).then((a) => {
      if (a.statusCode === 1 && a.value) setLimits({ min: a.value.min_deposit, max: a.value.max_deposit });
    });
    void loadRecent();
  }, [loadRecent]);

  return { limits, recent, loadRecent };
}
