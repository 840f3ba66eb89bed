import { describe, expect, it } from 'vitest';
import { parseView, viewQuery, viewRequest } from './filters';
import { csvCell, decimalAmount, toCsv } from './csv';

describe('transaction history view (URL query)', () => {
  it('reads type, status, dates and page from the query and writes the same query back', () => {
    const q = new URLSearchParams('type=withdrawal&status=pending&from=2026-11-01&to=2026-11-20&page=3');
    const v = parseView(q);
    expect(v).toEqual({
      type: 'withdrawal',
      status: 'pending',
      date_from: '2026-11-01',
      date_to: '2026-11-20',
      page: 3,
    });
    expect(viewQuery(v).toString()).toBe(q.toString());
  });

  it('drops unknown values and malformed pages and dates', () => {
    expect(
      parseView(new URLSearchParams('type=steal&status=x&from=2026-13-45&to=yesterday&page=-2')),
    ).toEqual({
      page: 1,
    });
    expect(parseView(new URLSearchParams('from=2026-02-29&to=2028-02-29'))).toEqual({
      page: 1,
      date_to: '2028-02-29',
    });
    expect(parseView(new URLSearchParams('page=1.5')).page).toBe(1);
    expect(parseView(new URLSearchParams('page=abc')).page).toBe(1);
    expect(viewQuery({ page: 1 }).toString()).toBe('');
  });

  it('sends 10 per page, a range with the player’s zone, and leaves a reversed range out', () => {
    expect(viewRequest({ page: 2, date_from: '2026-11-20', date_to: '2026-11-01' })).toEqual({
      page: 2,
      page_size: 10,
    });
    expect(viewRequest({ page: 1, type: 'bet', date_from: '2026-11-01' }, 'Asia/Manila')).toEqual({
      page: 1,
      page_size: 10,
      type: 'bet',
      date_from: '2026-11-01',
      tz: 'Asia/Manila',
    });
    expect(viewRequest({ page: 1 }, 'Asia/Manila')).toEqual({ page: 1, page_size: 10 });
  });
});

describe('CSV export', () => {
  it('quotes commas, quotes and line breaks', () => {
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell(-1500)).toBe('-1500');
  });

  it('defuses text a spreadsheet would run as a formula', () => {
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvCell('@cmd')).toBe("'@cmd");
  });

  it('writes an amount as a number, a debit too (a spreadsheet sums the column), and still defuses text', () => {
    expect(csvCell(decimalAmount(-5000))).toBe('-50.00');
    expect(csvCell(decimalAmount(163_000))).toBe('1630.00');
    expect(csvCell(decimalAmount(-5))).toBe('-0.05');
    expect(csvCell('-50.00')).toBe("'-50.00");
    expect(() => csvCell({ numeral: '=1+1' })).toThrow();
    expect(toCsv(['id', 'amount'], [['P1', decimalAmount(-5000)]])).toBe('id,amount\r\nP1,-50.00\r\n');
  });

  it('writes a header and rows with CRLF', () => {
    expect(toCsv(['id', 'amount'], [['P1', 100]])).toBe('id,amount\r\nP1,100\r\n');
  });
});
