/**
 * Before and after of an audit row as rows of a table: both JSON values flattened to paths (`wallet.balance`),
 * every path once, a changed one marked. Pure, unit-tested (diff.test.ts).
 */
type Flat = Map<string, string>;

/** `{a: {b: 1}, c: [1, 2]}` → `a.b = 1`, `c = [1,2]` (arrays and primitives are leaves, JSON-shown). */
export function flatten(value: unknown, prefix = '', out: Flat = new Map()): Flat {
  if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
    const entries = Object.entries(value as Record<string, unknown>);
    if (!entries.length && prefix) out.set(prefix, '{}');
    for (const [k, v] of entries) flatten(v, prefix ? `${prefix}.${k}` : k, out);
    return out;
  }
  if (value === undefined) return out;
  out.set(prefix || '—', typeof value === 'string' ? value : JSON.stringify(value));
  return out;
}

export interface DiffRow {
  field: string;
  before: string | null;
  after: string | null;
  changed: boolean;
}

export function diffRows(before: unknown, after: unknown): DiffRow[] {
  const b = before === null || before === undefined ? new Map<string, string>() : flatten(before);
  const a = after === null || after === undefined ? new Map<string, string>() : flatten(after);
  const fields = [...new Set([...b.keys(), ...a.keys()])];
  return fields.map((field) => {
    const x = b.get(field) ?? null;
    const y = a.get(field) ?? null;
    return { field, before: x, after: y, changed: x !== y };
  });
}
