import type * as z from 'zod/mini';
import type { houseCrashRunning, houseCrashSettled } from '@site/shared/contract';
import { CRASH_GROWTH, CRASH_MAX, crashMultiplierAt, crashPayout, crashTimeFor } from '@site/shared/fair';
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
  s,
  stakeSelect,
} from './common';

/**
 * Paper Kite Crash's client: a stake and an optional auto cash-out, Bet, the live multiplier and its curve drawn
 * from the server's clock (`started_at`, `now`), Cash out, and the round's proof once it is settled. The server
 * decides everything: the client only draws the clock and polls `state` while the round runs. On load it asks for
 * the player's unfinished round (`current`) and resumes it.
 */
const launch = readLaunch();
const { t } = launch;
const box = new BalanceBox(launch);
const reducedMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
const POLL_MS = 300;

const stake = stakeSelect('stake');
const auto = h('input', {
  id: 'auto',
  name: 'auto',
  type: 'number',
  inputmode: 'decimal',
  min: '1.01',
  max: String(CRASH_MAX / 100),
  step: '0.01',
  autocomplete: 'off',
  'aria-describedby': 'auto-error',
  'data-testid': 'crash-auto',
});
const autoError = h('span', { id: 'auto-error', class: 'error' });
const betButton = h('button', { type: 'button', class: 'primary', 'data-testid': 'crash-bet' }, t('bet'));
const cashButton = h(
  'button',
  { type: 'button', class: 'primary cashout', 'data-testid': 'crash-cashout', disabled: '' },
  t('cashOutIdle'),
);
const multiplier = h(
  'div',
  { class: 'multiplier', 'aria-hidden': 'true', 'data-testid': 'crash-multiplier' },
  '1.00×',
);
const W = 300;
const H = 150;
const curvePath = s('path', { class: 'curve-line', d: `M0,${H}` });
const curve = s(
  'svg',
  {
    viewBox: `0 0 ${W} ${H}`,
    class: 'curve',
    role: 'img',
    'aria-label': t('curve'),
    'data-testid': 'crash-curve',
  },
  s('line', { x1: 0, y1: H, x2: W, y2: H, class: 'axis' }),
  s('line', { x1: 0, y1: 0, x2: 0, y2: H, class: 'axis' }),
  curvePath,
);
const stage = h('div', { class: 'stage' }, curve, multiplier);
const status = h('p', {
  class: 'status',
  role: 'status',
  'aria-live': 'polite',
  'data-testid': 'crash-status',
});
const history = h('ul', { class: 'wins', 'data-testid': 'crash-history' });

// the answers' shapes, from the contract's schemas (type-only imports: nothing of the contract is bundled)
type Settled = z.output<typeof houseCrashSettled>;
type Running = z.output<typeof houseCrashRunning>;
type View = Running | Settled;

/** The round in play: its start on the server's clock and this browser's offset from that clock. */
let live: { id: string; stake: number; startedAt: number; offset: number; auto: number | null } | null = null;
let frame = 0;
let poller: ReturnType<typeof setTimeout> | undefined;

const x = (hundredths: number) => `${(hundredths / 100).toFixed(2)}`;
const fair = fairSection<Settled>({
  launch,
  id: 'crash',
  gameCode: 'HOUSE-CRASH-001',
  check: (r, v) =>
    v.crash === r.crash_point ? t('crashVerified', { index: r.index, crash: x(v.crash) }) : null,
});
const elapsed = () => (live ? Date.now() + live.offset - live.startedAt : 0);

/** The curve from the start to `ms`: time across, the multiplier up (the axes grow with the round). */
function drawCurve(ms: number): void {
  const span = Math.max(ms, 8_000);
  const top = Math.max(crashMultiplierAt(ms), 200);
  const pts: string[] = [];
  for (let i = 0; i <= 48; i++) {
    const at = (ms * i) / 48;
    const px = (at / span) * W;
    // the smooth curve (the number shown is its floor to hundredths)
    const py = H - ((100 * Math.exp(CRASH_GROWTH * at) - 100) / (top - 100)) * (H - 10);
    pts.push(`${px.toFixed(1)},${py.toFixed(1)}`);
  }
  curvePath.setAttribute('d', `M${pts.join(' L')}`);
}

function showMultiplier(m: number): void {
  multiplier.textContent = `${x(m)}×`;
  if (live) cashButton.textContent = t('cashOut', { value: x(m), amount: money(crashPayout(live.stake, m)) });
}

function tick(): void {
  if (!live) return;
  const ms = elapsed();
  showMultiplier(crashMultiplierAt(ms));
  drawCurve(ms);
  frame = requestAnimationFrame(tick);
}

const setIdle = (idle: boolean) => {
  betButton.disabled = !idle;
  stake.disabled = !idle;
  auto.disabled = !idle;
  cashButton.disabled = idle;
};

function stop(): void {
  cancelAnimationFrame(frame);
  clearTimeout(poller);
  live = null;
}

/** A round that runs: draw it on this browser's clock corrected to the server's, and poll the server's state. */
function run(r: {
  round_id: string;
  stake: number;
  started_at: number;
  now: number;
  auto_cashout: number | null;
}) {
  stop();
  live = {
    id: r.round_id,
    stake: r.stake,
    startedAt: r.started_at,
    offset: r.now - Date.now(),
    auto: r.auto_cashout,
  };
  stage.dataset.state = 'running';
  setIdle(false);
  fair.clear();
  status.textContent = `${t('flying')}${r.auto_cashout ? ` ${t('autoAt', { value: x(r.auto_cashout) })}` : ''}`;
  showMultiplier(crashMultiplierAt(elapsed()));
  if (!reducedMotion) frame = requestAnimationFrame(tick);
  poll();
}

function poll(): void {
  poller = setTimeout(() => {
    const id = live?.id;
    if (!id) return;
    // with reduced motion the number moves once a poll, and the curve is drawn only at the end
    if (reducedMotion) showMultiplier(crashMultiplierAt(elapsed()));
    const ask = launch.demo
      ? call<View>('demo/crash/state', { round_id: id })
      : call<View>('crash/state', { token: launch.token, round_id: id });
    void ask.then((a) => {
      if (live?.id !== id) return;
      if (a.ok && a.value.status === 'settled') return finish(a.value);
      if (a.ok && a.value.status === 'running' && live) live.offset = a.value.now - Date.now();
      if (!a.ok) {
        status.textContent = errorText(t, a);
        if (a.code === 'sessionExpired' || a.code === 'invalidToken' || a.code === 'roundNotFound') {
          stop();
          setIdle(true);
          return;
        }
      }
      poll();
    });
  }, POLL_MS);
}

/** The result: the number where it stopped, the payout, the balance, the proof, a line in this session's list. */
function finish(v: Settled, { announce = true } = {}): void {
  const wasLive = live?.id === v.round_id;
  stop();
  setIdle(true);
  cashButton.textContent = t('cashOutIdle');
  const stopAt = v.cashout ?? v.crash_point;
  multiplier.textContent = `${x(stopAt)}×`;
  stage.dataset.state = v.cashout === null ? 'crashed' : 'cashed';
  drawCurve(crashTimeFor(stopAt));
  const text =
    v.cashout === null
      ? t('crashed', { value: x(v.crash_point) })
      : t('cashedOut', { value: x(v.cashout), amount: money(v.payout) });
  if (announce) status.textContent = text;
  if (launch.demo) {
    if (wasLive) box.set((box.balance ?? 0) + v.payout);
  } else if (v.balance !== undefined) box.settled(v.balance, v.round_id);
  fair.show(v, [[t('crashPointLabel'), `${x(v.crash_point)}×`, 'point']]);
  history.prepend(
    h(
      'li',
      {},
      v.cashout === null
        ? t('historyLost', { stake: money(v.stake), crash: x(v.crash_point) })
        : t('historyWon', {
            stake: money(v.stake),
            value: x(v.cashout),
            crash: x(v.crash_point),
            amount: money(v.payout),
          }),
    ),
  );
  while (history.children.length > 10) history.lastElementChild?.remove();
  if (!launch.demo) void fair.loadCommitment();
}

/** The auto cash-out field: empty, or a multiplier from 1.01 to the cap (hundredths). */
function readAuto(): { ok: true; value: number | null } | { ok: false } {
  const raw = auto.value.trim();
  if (!raw) return { ok: true, value: null };
  const v = Math.round(Number(raw) * 100);
  const good = Number.isFinite(v) && v >= 101 && v <= CRASH_MAX;
  autoError.textContent = good ? '' : t('badAuto');
  auto.setAttribute('aria-invalid', String(!good));
  if (!good) auto.focus();
  return good ? { ok: true, value: v } : { ok: false };
}

async function bet(): Promise<void> {
  const amount = Number(stake.value);
  const a0 = readAuto();
  if (!a0.ok) return;
  autoError.textContent = '';
  auto.setAttribute('aria-invalid', 'false');
  if (launch.demo && (box.balance ?? 0) < amount) {
    status.textContent = t('insufficientBalance');
    return;
  }
  setIdle(false);
  cashButton.disabled = true;
  const body = { stake: amount, ...(a0.value !== null && { auto_cashout: a0.value }) };
  type Started = Running & { balance?: number };
  const a = launch.demo
    ? await call<Started>('demo/crash/start', body)
    : await call<Started>('crash/start', { token: launch.token, ...body });
  if (!a.ok) {
    setIdle(true);
    status.textContent = a.code === 'roundInProgress' ? t('roundInProgress') : errorText(t, a);
    if (a.code === 'roundInProgress') void resume();
    return;
  }
  if (launch.demo) box.set((box.balance ?? 0) - a.value.stake);
  else box.set(a.value.balance ?? box.balance ?? 0);
  run(a.value);
}

async function cashOut(): Promise<void> {
  const id = live?.id;
  if (!id) return;
  cashButton.disabled = true;
  const a = launch.demo
    ? await call<View>('demo/crash/cashout', { round_id: id })
    : await call<View>('crash/cashout', { token: launch.token, round_id: id });
  if (live?.id !== id) return; // a poll settled it first
  if (a.ok && a.value.status === 'settled') return finish(a.value);
  if (!a.ok) status.textContent = errorText(t, a);
  cashButton.disabled = false;
}

/** The player's unfinished round (left by closing the game): it runs on, or shows how it ended. */
async function resume(): Promise<void> {
  const a = await call<{ round: View | null }>('crash/current', { token: launch.token });
  if (!a.ok || !a.value.round) return;
  const r = a.value.round;
  if (r.status === 'running') {
    run(r);
    status.textContent = `${t('resumed')} ${status.textContent ?? ''}`;
  } else {
    finish(r, { announce: false });
    status.textContent = `${t('resumed')} ${r.cashout === null ? t('crashed', { value: x(r.crash_point) }) : t('cashedOut', { value: x(r.cashout), amount: money(r.payout) })}`;
  }
}

betButton.addEventListener('click', () => void bet());
cashButton.addEventListener('click', () => void cashOut());
auto.addEventListener('keydown', (e) => {
  if (e.key === 'Enter' && !betButton.disabled) void bet();
});
mount(
  h('header', { class: 'top' }, h('h1', {}, 'Paper Kite Crash'), box.el),
  stage,
  h(
    'div',
    { class: 'controls' },
    field(t('stake'), stake),
    h('label', { class: 'field', for: 'auto' }, h('span', {}, t('autoCashout')), auto, autoError),
    betButton,
    cashButton,
  ),
  status,
  fair.el,
  h('section', { class: 'history', 'aria-label': t('history') }, h('h2', {}, t('history')), history),
);
drawCurve(0);
void box.load().then((problem) => {
  if (problem) {
    status.textContent = problem;
    betButton.disabled = true;
    return;
  }
  if (!launch.demo) void resume();
});
if (!launch.demo) void fair.loadCommitment();
