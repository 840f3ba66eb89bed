import { useMutation, useQueryClient } from '@site/shared/query';
import { authRef, callValue, queryKeys, refreshAfterMoneyMovement, type Mission } from '@site/shared';

/**
 * POST /api/account/mission_claim: the reward is a `bonus` movement, once per period. The claimed mission goes
 * into the cache at once, then balance (header), VIP and missions refetch wherever shown. A refusal
 * (missionNotComplete, alreadyClaimed) goes to the central handler and the list is read again.
 */
export function useClaimMission() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (mission_id: number) => {
      const ref = authRef();
      if (!ref) throw new Error('signed out');
      return callValue('/api/account/mission_claim', { ...ref, mission_id });
    },
    onSuccess: (mission) => {
      const account = authRef()?.account_id;
      if (!account) return;
      client.setQueryData<Mission[]>(queryKeys.account.missions(account), (old) =>
        old?.map((m) => (m.mission_id === mission.mission_id ? mission : m)),
      );
      void refreshAfterMoneyMovement(client, account);
    },
    onError: () => {
      const account = authRef()?.account_id;
      if (account) void client.invalidateQueries({ queryKey: queryKeys.account.missions(account) });
    },
  });
}
