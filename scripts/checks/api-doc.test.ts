/**
 * docs/api.md's call tables are checked against the contract's schemas (`@site/shared/contract`): every call
 * is documented, each field named in a Body cell exists in that call's request schema, and each request field
 * is named (directly in backticks, or by the shorthands `site` = domain_name + external_id, `auth` =
 * account_id + auth, `paging` = page + page_size). Enum values are written without backticks.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CONTRACT } from '../../shared/src/contract/index';
import { ROOT } from '../apps';

interface Row {
  path: string;
  body: string;
}

/** The rows of every table whose first cell is a backticked /api path. */
export function docRows(markdown: string): Row[] {
  const rows: Row[] = [];
  for (const line of markdown.split('\n')) {
    const m = /^\|\s*`(\/api\/[^`]+)`\s*\|([^|]*)\|/.exec(line);
    if (m) rows.push({ path: m[1] as string, body: (m[2] as string).trim() });
  }
  return rows;
}

const SHORTHANDS: Record<string, string[]> = {
  site: ['domain_name', 'external_id'],
  auth: ['account_id', 'auth'],
  paging: ['page', 'page_size'],
};

/** Field names a Body cell mentions: backticked identifiers, and the shorthands as words. */
export function documentedFields(body: string): { named: Set<string>; covered: Set<string> } {
  const named = new Set([...body.matchAll(/`([a-z][a-z0-9_]*)`/g)].map((m) => m[1] as string));
  const covered = new Set(named);
  for (const [word, fields] of Object.entries(SHORTHANDS))
    if (new RegExp(`(^|[^\`a-z_])${word}([^\`a-z_]|$)`).test(body)) fields.forEach((f) => covered.add(f));
  return { named, covered };
}

type Shape = Record<string, { _zod: { def: Record<string, unknown> } }>;
function shapeOf(schema: unknown): Shape | null {
  let s = schema as { _zod?: { def: Record<string, unknown> } } | undefined;
  // unwrap optional / default / array / pipe to reach an object
  for (let i = 0; i < 6 && s?._zod; i++) {
    const def = s._zod.def;
    if (def.shape) return def.shape as Shape;
    s = (def.innerType ?? def.element ?? def.in) as typeof s;
  }
  return null;
}

/** Top-level request fields, and every field name of nested objects too (for `selections: [{home_away…}]`). */
function requestFields(schema: unknown): { top: string[]; all: Set<string> } {
  const top = Object.keys(shapeOf(schema) ?? {});
  const all = new Set<string>();
  const walk = (s: unknown, depth: number) => {
    const shape = shapeOf(s);
    if (!shape || depth > 4) return;
    for (const [k, v] of Object.entries(shape)) {
      all.add(k);
      walk(v, depth + 1);
    }
  };
  walk(schema, 0);
  return { top, all };
}

const rows = docRows(readFileSync(path.join(ROOT, 'docs/api.md'), 'utf8'));

describe('docs/api.md against the contract', () => {
  it('documents every call of the contract, and no call the contract lacks', () => {
    const documented = new Set(rows.map((r) => r.path));
    expect(Object.keys(CONTRACT).filter((p) => !documented.has(p))).toEqual([]);
    expect([...documented].filter((p) => !(p in CONTRACT))).toEqual([]);
  });

  it.each(Object.keys(CONTRACT))(
    '%s: the documented body and the request schema name the same fields',
    (p) => {
      const row = rows.find((r) => r.path === p);
      if (!row) return; // reported by the test above
      const { top, all } = requestFields(CONTRACT[p as keyof typeof CONTRACT].request);
      const { named, covered } = documentedFields(row.body);
      expect(
        [...named].filter((f) => !all.has(f)),
        'documented but not in the schema',
      ).toEqual([]);
      expect(
        top.filter((f) => !covered.has(f)),
        'in the schema but not documented',
      ).toEqual([]);
    },
  );

  it('the check can fail: a field missing from the doc or unknown to the schema is found', () => {
    const { named, covered } = documentedFields('auth, `amount`, `bogus_field`');
    expect(named.has('bogus_field')).toBe(true);
    expect(covered.has('method')).toBe(false);
    expect(covered.has('account_id')).toBe(true);
  });
});
