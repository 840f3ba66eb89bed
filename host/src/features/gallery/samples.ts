/** Fixed sample rows for the gallery only (never shown to players). */
export interface SampleRow {
  id: string;
  date: string;
  type: string;
  amount: number;
  status: 'approved' | 'pending';
}

export const SAMPLE_ROWS: SampleRow[] = [
  { id: 'P1', date: '2026-03-01', type: 'deposit', amount: 75_000, status: 'approved' },
  { id: 'P2', date: '2026-03-02', type: 'withdrawal', amount: -20_000, status: 'pending' },
  { id: 'L3', date: '2026-03-03', type: 'bet', amount: -1_050, status: 'approved' },
];
