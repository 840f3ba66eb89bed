/** A calendar date typed as YYYY-MM-DD that exists (no 2026-02-30). */
export function isIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
}

export interface DateRange {
  from: string;
  to: string;
}

/** A range's problem, if any: `order` when from is after to. Empty ends are open (no filter on that side). */
export function dateRangeError(r: DateRange): 'invalid' | 'order' | null {
  if ((r.from && !isIsoDate(r.from)) || (r.to && !isIsoDate(r.to))) return 'invalid';
  if (r.from && r.to && r.from > r.to) return 'order';
  return null;
}
