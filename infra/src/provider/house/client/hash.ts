import { verifyRound, type HashPick } from '@site/shared/fair';
import { BalanceBox, call, errorText, field, h, money, mount, readLaunch, stakeSelect } from './common';

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
const proof = h('dl', { class: 'proof', 'data-testid': 'hash-proof' });
const verdict = h('p', { class: 'verdict', role: 'status', 'data-testid': 'hash-verdict' });
const verifyButton = h('button', { type: 'button', 'data-testid': 'hash-verify', hidden: '' }, t('verify'));
const commitment = h('code', { 'data-testid': 'hash-commitment' });
const commitmentLabel = h('span', {});

interface HashRound {
  round_id: string;
  stake: number;
  payout: number;
  balance?: number;
  pick: HashPick;
  seed: string;
  index: number;
  salt: string;
  terminating_hash: string;
  hash: string;
  outcome: { digit: string; big: boolean; odd: boolean };
}
let last: HashRound | null = null;

const row = (label: string, value: string | number, id: string) => [
  h('dt', {}, label),
  h('dd', {}, h('code', { 'data-testid': id }, String(value))),
];

function showRound(r: HashRound): void {
  last = r;
  digit.textContent = r.outcome.digit;
  const result = t('result', {
    digit: r.outcome.digit,
    size: t(r.outcome.big ? 'bigWord' : 'smallWord'),
    parity: t(r.outcome.odd ? 'oddWord' : 'evenWord'),
  });
  status.textContent = `${result}. ${r.payout > 0 ? t('youWin', { amount: money(r.payout) }) : t('youLose')}`;
  proof.replaceChildren(
    ...row(t('committed'), r.terminating_hash, 'hash-terminating'),
    ...row(t('index'), r.index, 'hash-index'),
    ...row(t('seed'), r.seed, 'hash-seed'),
    ...row(t('salt'), r.salt, 'hash-salt'),
    ...row(t('roundHash'), r.hash, 'hash-hash'),
  );
  verdict.textContent = '';
  verifyButton.hidden = false;
}

const picks: HashPick[] = ['big', 'small', 'odd', 'even'];
const pickButtons = picks.map((p) =>
  h('button', { type: 'button', class: 'pick', 'data-pick': p, 'data-testid': `hash-pick-${p}` }, t(p)),
);
const setBusy = (busy: boolean) => {
  for (const b of [...pickButtons, stake, verifyButton]) b.disabled = busy;
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
    if (!launch.demo) void loadCommitment();
  } finally {
    setBusy(false);
  }
}

async function verify(): Promise<void> {
  if (!last) return;
  verdict.textContent = t('verifying');
  const v = await verifyRound({
    seed: last.seed,
    index: last.index,
    terminatingHash: last.terminating_hash,
    salt: last.salt,
  });
  const good = v.inChain && v.hash === last.hash && v.outcome.digit === last.outcome.digit;
  verdict.dataset.verified = String(good);
  verdict.textContent = good
    ? t('verified', { index: last.index, digit: v.outcome.digit })
    : t('notVerified');
}

/** The chain the next round will use, published before play. */
async function loadCommitment(): Promise<void> {
  const a = await call<{ terminating_hash: string; next_index: number }>('chain', {
    game_code: 'HOUSE-HASH-001',
  });
  if (!a.ok) return;
  commitmentLabel.textContent = `${t('nextRound', { index: a.value.next_index })}: `;
  commitment.textContent = a.value.terminating_hash;
}

pickButtons.forEach((b, i) => b.addEventListener('click', () => void playRound(picks[i]!)));
verifyButton.addEventListener('click', () => void verify());
mount(
  h('header', { class: 'top' }, h('h1', {}, 'Hash Big or Small'), box.el),
  digit,
  h('div', { class: 'controls' }, field(t('stake'), stake)),
  h('fieldset', { class: 'picks' }, h('legend', {}, t('pick')), ...pickButtons),
  status,
  h(
    'section',
    { class: 'fair', 'aria-label': t('fairness') },
    h('h2', {}, t('fairness')),
    launch.demo ? null : h('p', {}, commitmentLabel, commitment),
    proof,
    verifyButton,
    verdict,
  ),
);
void box.load().then((problem) => {
  if (problem) {
    status.textContent = problem;
    for (const b of pickButtons) b.disabled = true;
  }
});
if (!launch.demo) void loadCommitment();
