import { describe, expect, it } from 'vitest';
import { diffRows, flatten } from './diff';

// The audit entry's before / after, field by field (issue 17 §7).
describe('audit diff', () => {
  it('flattens nested objects to paths; arrays and primitives are leaves', () => {
    expect([
      ...flatten({ status: 'BLOCK', wallet: { balance: 5000, held: 0 }, tags: [1, 2], note: null }),
    ]).toEqual([
      ['status', 'BLOCK'],
      ['wallet.balance', '5000'],
      ['wallet.held', '0'],
      ['tags', '[1,2]'],
      ['note', 'null'],
    ]);
    expect([...flatten('plain')]).toEqual([['—', 'plain']]);
  });

  it('lists every field once and marks what changed', () => {
    const rows = diffRows(
      { status: 'ACTIVE', wallet: { balance: 100, held: 0 } },
      { status: 'BLOCK', wallet: { balance: 100, held: 0 }, reason: 'fraud' },
    );
    expect(rows).toEqual([
      { field: 'status', before: 'ACTIVE', after: 'BLOCK', changed: true },
      { field: 'wallet.balance', before: '100', after: '100', changed: false },
      { field: 'wallet.held', before: '0', after: '0', changed: false },
      { field: 'reason', before: null, after: 'fraud', changed: true },
    ]);
  });

  it('a creation has only after; a read has nothing', () => {
    expect(diffRows(null, { inbox_id: 7 })).toEqual([
      { field: 'inbox_id', before: null, after: '7', changed: true },
    ]);
    expect(diffRows(null, null)).toEqual([]);
  });
});
