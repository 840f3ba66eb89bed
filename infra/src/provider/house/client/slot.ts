import { FREE_SPIN_MULTIPLIER, PAYLINES, REELS, ROWS } from '../slot/machine';
import type { LineWin, Play, Spin } from '../slot/engine';
import { BalanceBox, call, errorText, field, h, money, mount, readLaunch, s, stakeSelect } from './common';
import { symbolArt } from './art';

/**
 * Jade Lantern Reels' client: the 5×3 grid, the stake, Spin, line wins and the free-spins feature. The server
 * decides the whole play (base spin and any free spins) and pays it in one round; the client shows the free spins
 * one after another.
 */
const launch = readLaunch();
const { t } = launch;
const names = t('symbols').split(',');
const box = new BalanceBox(launch);
const stake = stakeSelect('stake');
const spinButton = h('button', { type: 'button', class: 'primary', 'data-testid': 'slot-spin' }, t('spin'));
const reels = s('svg', {
  viewBox: `0 0 ${REELS * 100} ${ROWS * 100}`,
  class: 'reels',
  role: 'group',
  'aria-label': t('reels'),
  'data-testid': 'slot-grid',
});
const status = h('p', { class: 'status', role: 'status', 'data-testid': 'slot-status' });
const wins = h('ul', { class: 'wins', 'data-testid': 'slot-wins' });
const feature = h('p', { class: 'feature', 'data-testid': 'slot-feature' });

function winningCells(lineWins: LineWin[]): Set<string> {
  const cells = new Set<string>();
  for (const w of lineWins)
    for (let reel = 0; reel < w.count; reel++) cells.add(`${reel}:${PAYLINES[w.line]![reel]}`);
  return cells;
}

function draw(spin: Spin, lineBet: number, multiplier: number): void {
  const won = winningCells(spin.lineWins);
  reels.replaceChildren(
    ...spin.grid.flatMap((col, reel) =>
      col.map((sym, row) =>
        symbolArt(sym, names[sym] ?? '', reel * 100, row * 100, won.has(`${reel}:${row}`)),
      ),
    ),
  );
  wins.replaceChildren(
    ...spin.lineWins.map((w) =>
      h(
        'li',
        {},
        t('lineWin', {
          line: w.line + 1,
          count: w.count,
          symbol: names[w.symbol] ?? '',
          amount: money(w.pay * lineBet * multiplier),
        }),
      ),
    ),
  );
  if (spin.scatters >= 3) wins.append(h('li', {}, t('scatterWin', { count: spin.scatters })));
}

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function show(play: Play, totalStake: number, payout: number): Promise<void> {
  const lineBet = totalStake / PAYLINES.length;
  draw(play.base, lineBet, 1);
  feature.textContent = play.free.length
    ? t('freeSpins', { count: play.free.length, mult: FREE_SPIN_MULTIPLIER })
    : '';
  for (let i = 0; i < play.free.length; i++) {
    await pause(700);
    feature.textContent = t('freeSpin', { n: i + 1, count: play.free.length });
    draw(play.free[i]!, lineBet, FREE_SPIN_MULTIPLIER);
  }
  status.textContent = payout > 0 ? t('win', { amount: money(payout) }) : t('noWin');
}

type Round = { round_id: string; stake: number; payout: number; balance?: number; play: Play };

async function spin(): Promise<void> {
  const amount = Number(stake.value);
  spinButton.disabled = true;
  stake.disabled = true;
  status.textContent = t('spinning');
  try {
    if (launch.demo && (box.balance ?? 0) < amount) {
      status.textContent = t('insufficientBalance');
      return;
    }
    const a = launch.demo
      ? await call<Round>('demo/slot/spin', { stake: amount })
      : await call<Round>('slot/spin', { token: launch.token, stake: amount });
    if (!a.ok) {
      status.textContent = errorText(t, a);
      return;
    }
    const r = a.value;
    if (launch.demo) box.set((box.balance ?? 0) - r.stake + r.payout);
    else box.settled(r.balance ?? 0, r.round_id);
    await show(r.play, r.stake, r.payout);
  } finally {
    spinButton.disabled = false;
    stake.disabled = false;
  }
}

spinButton.addEventListener('click', () => void spin());
mount(
  h('header', { class: 'top' }, h('h1', {}, 'Jade Lantern Reels'), box.el),
  reels,
  h('div', { class: 'controls' }, field(t('stake'), stake), spinButton),
  status,
  feature,
  wins,
);
// The opening grid: a fixed, non-winning layout drawn before the first spin.
draw(
  {
    grid: [0, 1, 2, 3, 4].map((r) => [r % 5, (r + 2) % 5, (r + 4) % 5]),
    lineWins: [],
    scatters: 0,
    units: 0,
  },
  0,
  1,
);
void box.load().then((problem) => {
  if (problem) {
    status.textContent = problem;
    spinButton.disabled = true;
  }
});
