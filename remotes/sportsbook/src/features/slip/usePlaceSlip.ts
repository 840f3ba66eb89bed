import { useEffect, useRef, useState } from 'react';
import { answerOf, bus, useAuthRef } from '@site/shared';
import { useOneAtATime, useWorded, useWords } from '@site/shared/ui';
import { removeLeg, type Slip, type StakeLimits } from './slip';
import { checkSlip, withoutResolved, type PlannedBet, type PriceCounts, type SlipErrors } from './check';
import { wordSlip, type SlipWords, type WordedSlip } from './wording';
import { usePlaceBet } from './api/place-bet';
import { useSignIn } from './useSignIn';

const NAMESPACES = ['sportsbook'] as const;

/** The slip once `bet` is placed: its legs leave; a placed parlay empties the parlay stake. */
function leave(slip: Slip, bet: PlannedBet): Slip {
  let out = slip;
  for (const id of bet.legs) out = removeLeg(out, id);
  return bet.key === 'parlay'
    ? { ...out, parlayStake: '', mode: out.legs.length ? out.mode : 'single' }
    : out;
}

/**
 * What Place bet (the button or Enter in a stake) does: a guest goes to the site's sign-in flow; a player's slip
 * is checked (`checkSlip`), then its bets are placed one after the other — a placed bet leaves the slip, the
 * first refusal stops and shows where it belongs (what failed stays, as typed). One submission at a time
 * (`useOneAtATime`): a second Enter or click while the bets are on their way does nothing. The slip's messages
 * are kept as their wording (`useWorded` + `wordSlip`), worded at every render, so a language switch re-words them.
 */
export function usePlaceSlip({
  slip,
  update,
  prices,
  balance,
  limits,
  refetchPrices,
}: {
  slip: Slip;
  update: (u: (s: Slip) => Slip) => void;
  /** how many of the slip's picks moved, are suspended or closed since they were added */
  prices: PriceCounts;
  /** the player's balance, minor units (null while unknown) */
  balance: number | null;
  limits: StakeLimits | undefined;
  refetchPrices: () => void;
}) {
  const ref = useAuthRef();
  const place = usePlaceBet();
  const signIn = useSignIn();
  const once = useOneAtATime();
  const [worded, setErrors] = useWorded<WordedSlip, SlipWords>(useWords(NAMESPACES));
  const [placed, setPlaced] = useState<number[]>([]);
  const [busy, setBusy] = useState(false);
  // the messages as kept (keys, answers), beside their wording: a message whose cause is gone is dropped
  const [kept, setKept] = useState<SlipErrors | null>(null);
  const show = (errors: SlipErrors | null) => {
    setKept(errors);
    setErrors(errors ? wordSlip(errors) : null);
  };
  const counts = useRef(prices);
  const { moved, closed, suspended } = prices;
  useEffect(() => {
    const now = { moved, closed, suspended };
    const next = withoutResolved(kept, counts.current, now);
    counts.current = now;
    if (next !== kept) show(next);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a change of the counts can resolve a message
  }, [moved, closed, suspended]);

  const submit = () => {
    if (!ref) return signIn();
    once((done) => {
      setPlaced([]);
      const checked = checkSlip(slip, prices, balance, limits);
      if ('errors' in checked) {
        show(checked.errors);
        return done();
      }
      show(null);
      setBusy(true);
      void send(checked.bets).finally(done);
    });
  };

  /**
   * Places the planned bets in turn, busy until the last answer: a placed bet leaves the slip (what failed stays,
   * as typed); the first refusal stops and shows where it belongs; the placed ones are named (status line, toast).
   */
  const send = async (bets: PlannedBet[]) => {
    const ids: number[] = [];
    try {
      for (const b of bets) {
        try {
          const bet = await place.mutateAsync({
            bet_type: b.bet_type,
            stake: b.stake,
            selections: b.selections,
          });
          ids.push(bet.bet_id);
          update((s) => leave(s, b));
        } catch (e) {
          const answer = answerOf(e);
          // the prices moved since the slip read them (oddsAboveMaximum: they rose past the cap): read them again
          if (['oddsChanged', 'oddsAboveMaximum', 'marketClosed'].includes(answer.statusMessage))
            refetchPrices();
          show(b.key === 'parlay' ? { form: { answer } } : { [b.key]: { answer }, form: { answer } });
          break;
        }
      }
    } finally {
      setBusy(false);
      setPlaced(ids);
      if (ids.length)
        bus.emit('toast:show', {
          kind: 'success',
          // worded by the shell at each render (a header language switch re-words it while it shows)
          text: (t) => ids.map((id) => t('sportsbook:placed', { id })).join(' '),
          duration: 3000,
          position: 'bottom-right',
        });
    }
  };

  return {
    submit,
    /** a submission is on its way (Place bet disabled, "Placing…") */
    busy,
    /** the bets of the last submission that were placed */
    placed,
    /** the slip's messages as they read in this render, by place (a selection_id, `parlay` or `form`) */
    errors: worded ?? {},
    clearErrors: () => show(null),
    signedIn: !!ref,
  };
}
