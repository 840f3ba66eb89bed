import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sourceBuildId } from './build-id';

let root: string;
const write = (rel: string, text: string) => {
  mkdirSync(path.dirname(path.join(root, rel)), { recursive: true });
  writeFileSync(path.join(root, rel), text);
};
const id = (env: NodeJS.ProcessEnv = {}) => sourceBuildId(root, ['app', 'lock.json'], env);

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'build-id-'));
  write('app/src/index.ts', 'export const a = 1;');
  write('app/src/util.ts', 'export const b = 2;');
  write('lock.json', '{"x":"1.0.0"}');
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('the host build id from its sources (a rebuild with nothing changed keeps main.js)', () => {
  it('is the same for the same sources and settings, shaped like a UUID', () => {
    expect(id()).toBe(id());
    expect(id()).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
  });

  it('changes with a source file, a new file, a renamed file, the lock file or a build setting', () => {
    const before = id();
    write('app/src/util.ts', 'export const b = 3;');
    const edited = id();
    expect(edited).not.toBe(before);
    write('app/src/more.ts', '');
    const added = id();
    expect(added).not.toBe(edited);
    rmSync(path.join(root, 'app/src/more.ts'));
    write('app/src/more2.ts', '');
    expect(id()).not.toBe(added);
    const renamed = id();
    write('lock.json', '{"x":"1.0.1"}');
    expect(id()).not.toBe(renamed);
    expect(id({ NO_MINIFY: '1' })).not.toBe(id());
  });

  it('leaves out what is not built into the scripts: tests, build output, installed packages', () => {
    const before = id();
    write('app/src/index.test.ts', 'it()');
    write('app/dist/main.123.js', '');
    write('app/node_modules/x/index.js', '');
    expect(id()).toBe(before);
  });
});
