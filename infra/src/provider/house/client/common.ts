import { verifyRound } from '@site/shared/fair';
import { translator, type Lang, type T } from './i18n';

/**
 * What every house game client shares: the launch fragment (`#token=…&lang=…&parent=…` or `#demo=1&lang=…`), a
 * tiny DOM builder (no HTML strings), the house API, the balance box and the message to the site's page.
 */
export interface Launch {
  token: string | null;
  demo: boolean;
  lang: Lang;
  /** the site page's origin: where the balance message goes */
  parent: string;
  t: T;
}

export function readLaunch(): Launch {
  const p = new URLSearchParams(location.hash.slice(1));
  const raw = (p.get('lang') ?? 'EN').toUpperCase();
  const lang: Lang = raw === 'PHP' || raw === 'CN' ? raw : 'EN';
  const token = p.get('token');
  const parent = p.get('parent') ?? '';
  document.documentElement.lang = lang === 'CN' ? 'zh' : lang === 'PHP' ? 'fil' : 'en';
  return {
    token: token && /^[A-Za-z0-9_-]{20,128}$/.test(token) ? token : null,
    demo: p.get('demo') === '1',
    lang,
    parent: /^https?:\/\/[A-Za-z0-9.-]+(:\d+)?$/.test(parent) ? parent : '',
    t: translator(lang),
  };
}

type Child = Node | string | null | undefined | false;
export function h<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attrs: Record<string, string> = {},
  ...children: Child[]
): HTMLElementTagNameMap[K] {
  const el = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, v);
  for (const c of children) if (c) el.append(c);
  return el;
}
const SVG_NS = 'http://www.w3.org/2000/svg';
export function s(
  tag: string,
  attrs: Record<string, string | number> = {},
  ...children: Child[]
): SVGElement {
  const el = document.createElementNS(SVG_NS, tag);
  for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, String(v));
  for (const c of children) if (c) el.append(c);
  return el;
}

export type Answer<V> = { ok: true; value: V } | { ok: false; code: string; detail: string };

/** One house API call; a transport failure is an answer too (`offline`). */
export async function call<V>(path: string, body: object): Promise<Answer<V>> {
  try {
    const res = await fetch(`/provider/house/api/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    const env = (await res.json()) as {
      statusCode: number;
      statusMessage: string;
      statusDetail: string;
      value: V;
    };
    return env.statusCode === 1
      ? { ok: true, value: env.value }
      : { ok: false, code: env.statusMessage, detail: env.statusDetail };
  } catch {
    return { ok: false, code: 'offline', detail: '' };
  }
}

export function errorText(t: T, a: { code: string; detail: string }): string {
  if (a.code === 'sessionExpired' || a.code === 'invalidToken') return t('sessionExpired');
  if (a.code === 'insufficientBalance') return t('insufficientBalance');
  if (a.code === 'offline') return t('offline');
  if (a.code === 'tooManyRequests') return t('tooManyRequests');
  if (a.code === 'serviceUnavailable' && a.detail.includes('kept')) return t('pending');
  return t('failed', { reason: a.code });
}

const fmt = new Intl.NumberFormat('en', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
/** Minor units as an amount (the site's currency; the wallet keeps centavos). */
export const money = (minor: number) => fmt.format(minor / 100);

/** Stakes offered, minor units (multiples of 10 so a slot stake spreads over its 10 lines). */
export const STAKES = [10, 20, 50, 100, 200, 500, 1000, 5000];
/** A demo player starts with 1,000.00 of fun money, kept in this page only. */
export const DEMO_START = 100_000;

/** The balance box: the real balance from the wallet, or the fun balance of demo play, clearly labelled. */
export class BalanceBox {
  readonly el: HTMLElement;
  private readonly value: HTMLElement;
  balance: number | null = null;

  constructor(private readonly launch: Launch) {
    this.value = h('output', { 'data-testid': 'house-balance' }, '…');
    this.el = h(
      'div',
      { class: 'balance' },
      h('span', {}, launch.t(launch.demo ? 'funBalance' : 'balance'), ' '),
      this.value,
      launch.demo ? h('p', { class: 'demo', 'data-testid': 'house-demo' }, launch.t('demoBadge')) : null,
    );
  }

  async load(): Promise<string | null> {
    if (this.launch.demo) {
      this.set(DEMO_START);
      return null;
    }
    if (!this.launch.token) return this.launch.t('noToken');
    const a = await call<{ balance: number }>('balance', { token: this.launch.token });
    if (!a.ok) return errorText(this.launch.t, a);
    this.set(a.value.balance);
    return null;
  }

  set(balance: number): void {
    this.balance = balance;
    this.value.textContent = money(balance);
  }

  /** After a real round: the new balance, and a message to the site's page so its header shows it too. */
  settled(balance: number, roundId: string): void {
    this.set(balance);
    if (this.launch.demo || !this.launch.parent) return;
    window.parent.postMessage(
      { source: 'house-game', type: 'balance', balance, round_id: roundId },
      this.launch.parent,
    );
  }
}

/** The stake selector. */
export function stakeSelect(id: string): HTMLSelectElement {
  const sel = h('select', { id, name: 'stake' });
  for (const v of STAKES) sel.append(h('option', { value: String(v) }, money(v)));
  sel.value = '100';
  return sel;
}

export function field(label: string, control: HTMLElement): HTMLElement {
  return h('label', { class: 'field', for: control.id }, h('span', {}, label), control);
}

export function mount(...children: Child[]): HTMLElement {
  const app = document.getElementById('app')!;
  app.replaceChildren(...children.filter((c): c is Node | string => !!c));
  return app;
}

/** What a round's proof shows (the fields every hash-chain game answers). */
export interface ProvedRound {
  seed: string;
  index: number;
  salt: string;
  terminating_hash: string;
  hash: string;
}

/**
 * The fairness section of a hash-chain game (hash, crash): the chain the next round will use (published before
 * play), the last round's proof, and a Verify button that recomputes the round in this browser. `check` says
 * whether the recomputed round matches what the server answered and gives the verdict's text.
 */
export function fairSection<R extends ProvedRound>(opts: {
  launch: Launch;
  /** data-testid prefix: `hash` → hash-proof, hash-verify, hash-verdict, hash-commitment */
  id: string;
  gameCode: string;
  check: (round: R, v: Awaited<ReturnType<typeof verifyRound>>) => string | null;
}) {
  const { t } = opts.launch;
  const proof = h('dl', { class: 'proof', 'data-testid': `${opts.id}-proof` });
  const verdict = h('p', { class: 'verdict', role: 'status', 'data-testid': `${opts.id}-verdict` });
  const verifyButton = h(
    'button',
    { type: 'button', 'data-testid': `${opts.id}-verify`, hidden: '' },
    t('verify'),
  );
  const commitment = h('code', { 'data-testid': `${opts.id}-commitment` });
  const commitmentLabel = h('span', {});
  let last: R | null = null;

  verifyButton.addEventListener('click', () => {
    const r = last;
    if (!r) return;
    verdict.textContent = t('verifying');
    void verifyRound({
      seed: r.seed,
      index: r.index,
      terminatingHash: r.terminating_hash,
      salt: r.salt,
    }).then((v) => {
      const text = v.inChain && v.hash === r.hash ? opts.check(r, v) : null;
      verdict.dataset.verified = String(text !== null);
      verdict.textContent = text ?? t('notVerified');
    });
  });

  const row = (label: string, value: string | number, key: string) => [
    h('dt', {}, label),
    h('dd', {}, h('code', { 'data-testid': `${opts.id}-${key}` }, String(value))),
  ];

  return {
    verifyButton,
    el: h(
      'section',
      { class: 'fair', 'aria-label': t('fairness') },
      h('h2', {}, t('fairness')),
      opts.launch.demo ? null : h('p', {}, commitmentLabel, commitment),
      proof,
      verifyButton,
      verdict,
    ),
    /** Shows a settled round's proof; `lead` rows come before the chain's (the crash point, say). */
    show(r: R, lead: [label: string, value: string | number, key: string][] = []): void {
      last = r;
      proof.replaceChildren(
        ...lead.flatMap(([label, value, key]) => row(label, value, key)),
        ...row(t('committed'), r.terminating_hash, 'terminating'),
        ...row(t('index'), r.index, 'index'),
        ...row(t('seed'), r.seed, 'seed'),
        ...row(t('salt'), r.salt, 'salt'),
        ...row(t('roundHash'), r.hash, 'hash'),
      );
      verdict.textContent = '';
      delete verdict.dataset.verified;
      verifyButton.hidden = false;
    },
    /** A new round runs: its proof comes when it ends. */
    clear(): void {
      last = null;
      verifyButton.hidden = true;
      verdict.textContent = '';
      proof.replaceChildren();
    },
    /** The chain the next round will use, published before play. */
    async loadCommitment(): Promise<void> {
      const a = await call<{ terminating_hash: string; next_index: number }>('chain', {
        game_code: opts.gameCode,
      });
      if (!a.ok) return;
      commitmentLabel.textContent = `${t('nextRound', { index: a.value.next_index })}: `;
      commitment.textContent = a.value.terminating_hash;
    },
  };
}
