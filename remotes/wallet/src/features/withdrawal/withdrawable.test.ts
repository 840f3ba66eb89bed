import { describe, expect, it } from 'vitest';
import { withdrawableNow } from './withdrawable';

describe('withdrawable now', () => {
  it('is what the API allows when it reaches the minimum withdrawal', () => {
    expect(withdrawableNow({ withdrawable: 10_000, min_withdrawal: 10_000 })).toEqual({
      amount: 10_000,
      belowMinimum: false,
    });
    expect(withdrawableNow({ withdrawable: 250_000, min_withdrawal: 10_000 })).toEqual({
      amount: 250_000,
      belowMinimum: false,
    });
  });

  it('is nothing, and says why, when the amount is below the minimum withdrawal', () => {
    expect(withdrawableNow({ withdrawable: 9_999, min_withdrawal: 10_000 })).toEqual({
      amount: 0,
      belowMinimum: true,
    });
  });

  it('is nothing without a reason to give while the API allows nothing (pending, turnover)', () => {
    expect(withdrawableNow({ withdrawable: 0, min_withdrawal: 10_000 })).toEqual({
      amount: 0,
      belowMinimum: false,
    });
  });
});
