import { verifyRound } from '@site/shared/fair';
import { h, mount, readLaunch } from './common';
import type { Key } from './i18n';

/**
 * The stand-alone verification page (/provider/house/play/verify): any crash or hash round recomputed in this
 * browser from its revealed seed, index, the committed s₀ and the salt. The fragment may prefill the fields.
 */
const { t } = readLaunch();
const given = new URLSearchParams(location.hash.slice(1));
const HEX64 = /^[0-9a-f]{64}$/;

const fields = [
  { name: 'seed', label: t('seed'), bad: 'badSeed', ok: (v: string) => HEX64.test(v) },
  {
    name: 'index',
    label: t('index'),
    bad: 'badIndex',
    ok: (v: string) => /^[1-9]\d{0,6}$/.test(v) && +v <= 1e6,
  },
  { name: 'terminating', label: t('committed'), bad: 'badHash', ok: (v: string) => HEX64.test(v) },
  { name: 'salt', label: t('salt'), bad: 'badSalt', ok: (v: string) => /^[A-Z0-9-]{3,64}$/.test(v) },
] as const;

const inputs = fields.map((f) => {
  const input = h('input', {
    id: f.name,
    name: f.name,
    autocomplete: 'off',
    spellcheck: 'false',
    'aria-describedby': `${f.name}-error`,
  });
  input.value = (given.get(f.name) ?? (f.name === 'salt' ? 'HOUSE-HASH-001' : '')).trim();
  const error = h('span', { id: `${f.name}-error`, class: 'error' });
  return { f, input, error };
});
const result = h('div', { class: 'verdict', role: 'status', 'data-testid': 'verify-result' });
const button = h('button', { type: 'button', class: 'primary', 'data-testid': 'verify-run' }, t('verify'));
// Not a <form>: the page is sandboxed without allow-forms, where a form never submits (nor fires submit).
const form = h(
  'div',
  { class: 'verify' },
  ...inputs.map(({ f, input, error }) =>
    h('label', { class: 'field', for: f.name }, h('span', {}, f.label), input, error),
  ),
  button,
);

function run(): void {
  let valid = true;
  for (const { f, input, error } of inputs) {
    input.value = input.value.trim();
    const ok = f.ok(input.value);
    error.textContent = ok ? '' : t(f.bad as Key);
    input.setAttribute('aria-invalid', String(!ok));
    if (!ok && valid) input.focus();
    valid &&= ok;
  }
  if (!valid) return;
  const [seed, index, terminating, salt] = inputs.map((i) => i.input.value) as [
    string,
    string,
    string,
    string,
  ];
  result.textContent = t('verifying');
  void verifyRound({ seed, index: Number(index), terminatingHash: terminating, salt }).then((v) => {
    result.dataset.verified = String(v.inChain);
    const outcome = t('result', {
      digit: v.outcome.digit,
      size: t(v.outcome.big ? 'bigWord' : 'smallWord'),
      parity: t(v.outcome.odd ? 'oddWord' : 'evenWord'),
    });
    result.replaceChildren(
      h('p', {}, v.inChain ? t('verified', { index, digit: v.outcome.digit }) : t('notVerified')),
      h('p', {}, `${t('roundHash')}: `, h('code', { 'data-testid': 'verify-hash' }, v.hash)),
      h('p', {}, outcome),
      h('p', {}, t('crashPoint', { value: (v.crash / 100).toFixed(2) })),
    );
  });
}
button.addEventListener('click', run);
for (const { input } of inputs)
  input.addEventListener('keydown', (e) => {
    if (e.key === 'Enter') run();
  });

mount(h('h1', {}, t('verifyTitle')), h('p', {}, t('verifyIntro')), form, result);
