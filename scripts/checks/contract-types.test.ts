/**
 * Request and answer shapes are declared once, in the contract's schemas (issue 8 point 1). This scans the
 * sources of host, remotes, shared (outside the contract) and infra for
 *  - an interface or object type whose fields are all fields of one contract schema and cover most of it
 *    (a hand-written copy of a request or answer shape), and
 *  - an untyped API call (`api.post(…)`; every call goes through the typed `api.call(path, body)`).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import * as contract from '../../shared/src/contract/index';
import { ROOT } from '../apps';

type Def = { _zod: { def: Record<string, unknown> } };

/** Key sets of every object schema the contract names (and of the objects inside arrays and wrappers). */
function schemaKeySets(): { name: string; keys: Set<string> }[] {
  const out: { name: string; keys: Set<string> }[] = [];
  const seen = new Set<unknown>();
  const visit = (name: string, s: unknown, depth: number) => {
    if (!s || typeof s !== 'object' || !('_zod' in s) || seen.has(s) || depth > 5) return;
    seen.add(s);
    const def = (s as Def)._zod.def;
    if (def.shape) {
      const shape = def.shape as Record<string, unknown>;
      out.push({ name, keys: new Set(Object.keys(shape)) });
      for (const [k, v] of Object.entries(shape)) visit(`${name}.${k}`, v, depth + 1);
    }
    for (const inner of [def.innerType, def.element, def.in, def.out, def.catchall])
      visit(name, inner, depth + 1);
    if (Array.isArray(def.options)) def.options.forEach((o) => visit(name, o, depth + 1));
  };
  for (const [name, value] of Object.entries(contract)) visit(name, value, 0);
  return out;
}

/** Interfaces and object type aliases with their property names (depth 1). */
export function declaredShapes(source: string): { name: string; props: string[] }[] {
  const out: { name: string; props: string[] }[] = [];
  const re = /\b(?:interface|type)\s+(\w+)(?:<[^>{]*>)?\s*(?:extends[^{]*)?=?\s*\{/g;
  for (let m = re.exec(source); m; m = re.exec(source)) {
    let depth = 1;
    let i = re.lastIndex;
    let body = '';
    for (; i < source.length && depth > 0; i++) {
      const c = source[i];
      if (c === '{') depth++;
      if (c === '}') depth--;
      if (depth === 1) body += c;
      else if (depth === 2 && c === '{') body += ' ';
    }
    const props = [...body.matchAll(/(?:^|[;,\n{])\s*(?:readonly\s+)?([A-Za-z_]\w*)\??\s*:/g)].map(
      (x) => x[1] as string,
    );
    out.push({ name: m[1] as string, props });
  }
  return out;
}

/** A declaration copies a schema when all its fields (3 or more) are that schema's and cover 60 % of it. */
export function copiedSchema(props: string[], sets: { name: string; keys: Set<string> }[]): string | null {
  if (props.length < 3) return null;
  for (const s of sets)
    if (props.every((p) => s.keys.has(p)) && props.length >= Math.ceil(s.keys.size * 0.6)) return s.name;
  return null;
}

function sources(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    if (name === 'node_modules' || name === 'dist') continue;
    const p = path.join(dir, name);
    if (statSync(p).isDirectory()) out.push(...sources(p));
    else if (/\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name)) out.push(p);
  }
  return out;
}

const ROOTS = [
  'host/src',
  'shared/src',
  'infra/src',
  ...readdirSync(path.join(ROOT, 'remotes')).map((r) => `remotes/${r}/src`),
];
const FILES = ROOTS.flatMap((r) => sources(path.join(ROOT, r))).filter(
  (f) => !f.includes(`${path.sep}shared${path.sep}src${path.sep}contract${path.sep}`),
);

describe('request and answer types are declared only in the contract', () => {
  const sets = schemaKeySets();

  it('no interface or type outside the contract copies a request or answer schema', () => {
    const copies: string[] = [];
    for (const f of FILES)
      for (const d of declaredShapes(readFileSync(f, 'utf8'))) {
        const hit = copiedSchema(d.props, sets);
        if (hit) copies.push(`${path.relative(ROOT, f)}: ${d.name} copies ${hit}`);
      }
    expect(copies).toEqual([]);
  });

  it('no untyped API call: api.call(path, body) only', () => {
    const untyped = FILES.filter((f) => /\bapi\s*\.\s*post\s*[<(]/.test(readFileSync(f, 'utf8')));
    expect(untyped.map((f) => path.relative(ROOT, f))).toEqual([]);
  });

  it('the scan can fail: a hand-written copy of an answer is found', () => {
    const [d] = declaredShapes(
      'export interface MyNews {\n  id: number;\n  title: string;\n  body: string;\n  published_at: string;\n}',
    );
    expect(copiedSchema(d!.props, sets)).toBe('newsItem');
    const [row] = declaredShapes('type Row = { account_id: string; amount: number; game_name?: string };');
    expect(copiedSchema(row!.props, sets)).not.toBeNull();
    const [own] = declaredShapes('interface Skin { motif: string; radius: number; glow: boolean }');
    expect(copiedSchema(own!.props, sets)).toBeNull();
  });
});
