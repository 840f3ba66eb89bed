/**
 * The contract version every app is built against. The same number as shared/package.json `version` (a test
 * checks it): adding to the contract bumps the minor, changing or removing bumps the major
 * (shared/contract-snapshot.json records what the contract was; `npm run contract:snapshot` refreshes it).
 */
export const CONTRACT_VERSION = '17.9.0';

type Triple = [number, number, number];

function parse(v: string): Triple | null {
  const m = /^\s*v?(\d+)\.(\d+)\.(\d+)(?:[-+].*)?\s*$/.exec(v);
  return m ? [Number(m[1]), Number(m[2]), Number(m[3])] : null;
}

function cmp(a: Triple, b: Triple): number {
  for (let i = 0; i < 3; i++) if (a[i] !== b[i]) return (a[i] as number) - (b[i] as number);
  return 0;
}

function satisfiesOne(v: Triple, comparator: string): boolean {
  const m = /^(\^|~|>=|<=|>|<|=)?\s*(.+)$/.exec(comparator.trim());
  if (!m) return false;
  const op = m[1] ?? '=';
  const target = parse(m[2] as string);
  if (!target) return false;
  const c = cmp(v, target);
  switch (op) {
    case '^':
      if (c < 0) return false;
      if (target[0] > 0) return v[0] === target[0];
      if (target[1] > 0) return v[0] === 0 && v[1] === target[1];
      return v[0] === 0 && v[1] === 0 && v[2] === target[2];
    case '~':
      return c >= 0 && v[0] === target[0] && v[1] === target[1];
    case '>=':
      return c >= 0;
    case '<=':
      return c <= 0;
    case '>':
      return c > 0;
    case '<':
      return c < 0;
    default:
      return c === 0;
  }
}

/**
 * A small semver `satisfies` for contract ranges: `^1.2.0`, `~1.2.0`, `1.2.3`, `>=1.0.0 <2.0.0`, and `a || b`.
 * Anything unparsable does not match (a remote with a garbled range is refused, not trusted).
 */
export function satisfies(version: string, range: string): boolean {
  const v = parse(version);
  if (!v || !range.trim()) return false;
  return range.split('||').some((set) => {
    const parts = set.trim().split(/\s+/).filter(Boolean);
    return parts.length > 0 && parts.every((p) => satisfiesOne(v, p));
  });
}
