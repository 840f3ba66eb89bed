import { describe, expect, it } from 'vitest';
import { answerField, answerText, messageText, type Translate } from './answer-text';

const texts: Record<string, string> = {
  'wallet:depositAmountOutOfRange': 'Outside this site’s limits.',
  'errors:depositAmountOutOfRange': 'Outside the range.',
  'errors:idempotencyConflict': 'Already sent with different details.',
  'errors:unknownError': 'Unknown error.',
};
const t: Translate = (key, o = {}) => {
  if (key === 'checkField') return `Please check ${String(o.field)}.`;
  const ns = ([] as string[]).concat((o.ns as string | string[]) ?? []);
  for (const n of ns) if (texts[`${n}:${key}`]) return texts[`${n}:${key}`] as string;
  return (o.defaultValue as string | undefined) ?? key;
};

describe('the one message lookup (SPEC §8)', () => {
  it('a key is looked up in the caller namespace first, then errors', () => {
    expect(messageText(t, 'depositAmountOutOfRange', ['wallet'])).toBe('Outside this site’s limits.');
    expect(messageText(t, 'depositAmountOutOfRange')).toBe('Outside the range.');
  });
  it('empty or unknown keys read unknownError; literal text is shown as is', () => {
    expect(messageText(t, '')).toBe('Unknown error.');
    expect(messageText(t, 'noSuchKey')).toBe('Unknown error.');
    expect(messageText(t, 'Server says no.')).toBe('Server says no.');
  });
  it('never shows the technical detail, and names the field in words', () => {
    const conflict = { statusMessage: 'idempotencyConflict', statusDetail: 'idempotency_key: already used' };
    expect(answerText(t, conflict, ['wallet'], { amount: 'Amount' })).toEqual({
      text: 'Already sent with different details.',
      field: null,
    });
    const bad = { statusMessage: 'invalidInput', statusDetail: 'amount: Too small' };
    expect(answerText(t, bad, [], { amount: 'Amount (PHP)' })).toEqual({
      text: 'Please check Amount (PHP).',
      field: 'amount',
    });
  });
  it('finds the field a detail names', () => {
    expect(answerField('amount: between PHP 1 and PHP 2')).toBe('amount');
    expect(answerField('at most 3 deposits may wait')).toBeNull();
  });
});
