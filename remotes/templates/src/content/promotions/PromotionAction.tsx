import { useMutation, useQuery, useQueryClient } from '@site/shared/query';
import {
  authRef,
  bus,
  serverNow,
  callValue,
  refreshAfterMoneyMovement,
  useUserStore,
  type Promotion,
} from '@site/shared';
import { Button, FormError, LinkButton, useAnswerText, useFormat, useOneAtATime } from '@site/shared/ui';
import { answerOf } from '@site/shared';
import { useT } from '../../i18n/messages';
import { promotionState } from './state';

const CLAIMS = '/api/account/promotion_claims';
const claimsKey = (account: string) => ['account', 'promotionClaims', { account }] as const;

/** A bonus to claim: signed in → Claim (once; then "Claimed"), guest → sign in first. */
function ClaimBonus({ p, onDone }: { p: Promotion; onDone: () => void }) {
  const t = useT();
  const f = useFormat();
  const client = useQueryClient();
  const answerText = useAnswerText(['templates']);
  const account = useUserStore((s) => (s.isAuthenticated ? (s.user?.account_id ?? '') : ''));
  const claims = useQuery({
    queryKey: claimsKey(account),
    enabled: Boolean(account),
    queryFn: () => callValue(CLAIMS, authRef() ?? { account_id: '', auth: '' }),
  });
  // A double click sends one claim (isPending comes a render late): the kit's one-request-at-a-time guard.
  const once = useOneAtATime();
  const claim = useMutation({
    meta: { errors: 'inline' },
    mutationFn: () =>
      callValue('/api/account/promotion_claim', {
        ...(authRef() ?? { account_id: '', auth: '' }),
        promotion_id: p.id,
      }),
    onSuccess: (c) => {
      client.setQueryData<number[]>(claimsKey(account), (old) => [...(old ?? []), c.promotion_id]);
      void refreshAfterMoneyMovement(client, account);
      // the amount formatted now; the sentence worded by the shell at every render (a language switch re-words it)
      const amount = f.money(c.amount);
      bus.emit('toast:show', {
        kind: 'success',
        text: (tt) => tt('templates:bonusClaimed', { amount }),
        duration: 3000,
        position: 'bottom-right',
      });
    },
  });
  if (!account)
    return (
      <LinkButton to="/login" onClick={onDone}>
        {t('signInToClaim')}
      </LinkButton>
    );
  const claimed = claim.isSuccess || Boolean(claims.data?.includes(p.id));
  return (
    <div css={{ display: 'grid', gap: '0.4rem', justifyItems: 'start' }}>
      <Button
        data-testid="promotion-claim"
        disabled={claimed || claim.isPending || claims.isPending}
        onClick={() => once((done) => claim.mutate(undefined, { onSettled: done }))}
      >
        {claimed ? t('bonusClaimedShort') : t('claimBonus', { amount: f.money(p.bonus_amount) })}
      </Button>
      <FormError message={claim.isError ? answerText(answerOf(claim.error)).text : null} />
    </div>
  );
}

/**
 * The promotion's action: its bonus to claim when it has one, else "Deposit to join" (hidden if /deposit is not
 * served). Outside its period there is none: the period line above says "Ended on …" / "Starts on …".
 */
export function PromotionAction({ p, onDone }: { p: Promotion; onDone: () => void }) {
  const t = useT();
  if (promotionState(p, serverNow()) !== 'running') return null;
  if (p.bonus_amount > 0) return <ClaimBonus p={p} onDone={onDone} />;
  return (
    <LinkButton to="/deposit" onClick={onDone}>
      {t('depositToJoin')}
    </LinkButton>
  );
}
