import { describe, expect, it } from 'vitest';
import { chancesOf, prizesOf, rowOf, wheelProblems, type WheelRow } from './wheel-rows';

const LIMITS = { minSegments: 2, maxSegments: 4, maxBonus: 10_000, maxTokens: 10, maxWeight: 100 };
/** The field and the rule of each problem found. */
const problems = (rows: WheelRow[]) =>
  wheelProblems(rows, LIMITS).map(({ field, rule }) => ({ field, problem: rule }));
const row = (kind: WheelRow['kind'], amount: string, weight: string, id = 0): WheelRow => ({
  id,
  kind,
  amount,
  weight,
});

describe('the prize wheel form rows', () => {
  it('show a prize as typed and send it back in minor units', () => {
    const rows = [
      rowOf({ kind: 'bonus', amount: 2_500, weight: 3 }, 0),
      rowOf({ kind: 'token', amount: 2, weight: 1 }, 1),
      rowOf({ kind: 'none', amount: 0, weight: 1 }, 2),
    ];
    expect(rows.map((r) => r.amount)).toEqual(['25.00', '2', '']);
    expect(prizesOf(rows)).toEqual([
      { kind: 'bonus', amount: 2_500, weight: 3 },
      { kind: 'token', amount: 2, weight: 1 },
      { kind: 'none', amount: 0, weight: 1 },
    ]);
  });

  it('find what the server would refuse, at the field it would name', () => {
    expect(problems([row('bonus', '1.00', '1'), row('none', '', '1')])).toEqual([]);
    expect(problems([row('none', '', '1')])).toEqual([{ field: 'prizes', problem: 'segments' }]);
    expect(
      problems([
        row('bonus', '0', '1'),
        row('bonus', '100.01', '1'),
        row('token', '11', '0'),
        row('token', '', '1.5'),
      ]),
    ).toEqual([
      { field: 'prizes.0.amount', problem: 'bonus' },
      { field: 'prizes.1.amount', problem: 'bonus' },
      { field: 'prizes.2.amount', problem: 'tokens' },
      { field: 'prizes.2.weight', problem: 'weight' },
      { field: 'prizes.3.amount', problem: 'tokens' },
      { field: 'prizes.3.weight', problem: 'weight' },
    ]);
  });

  it('give each segment its chance from the weights typed so far', () => {
    expect(chancesOf([row('bonus', '1', '3'), row('none', '', '1')])).toEqual([75, 25]);
    expect(chancesOf([row('bonus', '1', '1'), row('none', '', '2')])).toEqual([33.33, 66.67]);
    expect(chancesOf([row('bonus', '1', 'x'), row('none', '', '2')])).toEqual([null, 100]);
    expect(chancesOf([row('bonus', '1', '0')])).toEqual([null]);
  });
});
