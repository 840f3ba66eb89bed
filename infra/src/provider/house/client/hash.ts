import type { HashPick } from '@site/shared/fair';
import {
  BalanceBox,
  call,
  errorText,
  fairSection,
  field,
  h,
  money,
  mount,
  readLaunch,
  stakeSelect,
  type ProvedRound,
} from './common';

/**
 * Hash Big or Small's client: stake, a pick, the round's result, and its proof: the revealed seed, its place in the
 * committed chain, and a Verify button that recomputes the round with Web Crypto in this browser.
 */
const launch = readLaunch();
const { t } = launch;
const box = new BalanceBox(launch);
const stake = stakeSelect('stake');
const status = h('p', { class: 'status', role: 'status', 'data-testid': 'hash-status' });
const digit = h('div', { class: 'digit', 'aria-hidden': 'true', 'data-testid': 'hash-digit' }, '?');

interface HashRound extends ProvedRound {
  round_id: string;
  stake: number;
  payout: number;
  balance?: number;
  pick: HashPick;
  outcome: { digit: string; big: boolean; odd: boolean };
}
const fair = fairSection<HashRound>({
  launch,
  id: 'hash',
  gameCode: 'HOUSE-HASH-001',
  check: (r, v) =>
    v.outcome.digit === r.outcome.digit ? t('verified', { index: r.index, digit: v.outcome.digit }) : null,
});

function showRound(r: HashRound): void {
  digit.textContent = r.outcome.digit;
  const result = t('result', {
    digit: r.outcome.digit,
    size: t(r.outcome.big ? 'bigWord' : 'smallWord'),
    parity: t(r.outcome.odd ? 'oddWord' : 'evenWord'),
  });
  status.textContent = `${result}. ${r.payout > 0 ? t('youWin', { amount: money(r.payout) }) : t('youLose')}`;
  fair.show(r);
}

const picks: HashPick[] = ['big', 'small', 'odd', 'even'];
const pickButtons = picks.map((p) =>
  h('button', { type: 'button', class: 'pick', 'data-pick': p, 'data-testid': `hash-pick-${p}` }, t(p)),
);
const setBusy = (busy: boolean) => {
  for (const b of [...pickButtons, stake, fair.verifyButton]) b.disabled = busy;
};

async function playRound(pick: HashPick): Promise<void> {
  const amount = Number(stake.value);
  if (launch.demo && (box.balance ?? 0) < amount) {
    status.textContent = t('insufficientBalance');
    return;
  }
  setBusy(true);
  try {
    const a = launch.demo
      ? await call<HashRound>('demo/hash/play', { stake: amount, pick })
      : await call<HashRound>('hash/play', { token: launch.token, stake: amount, pick });
    if (!a.ok) {
      status.textContent = errorText(t, a);
      return;
    }
    if (launch.demo) box.set((box.balance ?? 0) - a.value.stake + a.value.payout);
    else box.settled(a.value.balance ?? 0, a.value.round_id);
    showRound(a.value);
    if (!launch.demo) void fair.loadCommitment();
  } finally {
    setBusy(false);
  }
}

pickButtons.forEach((b, i) => b.addEventListener('click', () => void playRound(picks[i]!)));
mount(
  h('header', { class: 'top' }, h('h1', {}, 'Hash Big or Small'), box.el),
  digit,
  h('div', { class: 'controls' }, field(t('stake'), stake)),
  h('fieldset', { class: 'picks' }, h('legend', {}, t('pick')), ...pickButtons),
  status,
  fair.el,
);
void box.load().then((problem) => {
  if (problem) {
    status.textContent = problem;
    for (const b of pickButtons) b.disabled = true;
  }
});
if (!launch.demo) void fair.loadCommitment();
