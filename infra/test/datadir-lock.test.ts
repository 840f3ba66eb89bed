import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ROOT } from '../src/config';

/** Issue 9 point 4: one process per embedded data folder; a second server or CLI refuses with a clear message. */
const TSX = ['--import', 'tsx'];
const HOLD = path.join(ROOT, 'infra/test/fixtures/hold-db.ts');
const dirs: string[] = [];
const tempDir = () => {
  const d = mkdtempSync(path.join(tmpdir(), 'site-lock-'));
  dirs.push(d);
  return d;
};
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

function holder(dataDir: string) {
  const child = spawn(process.execPath, [...TSX, HOLD], {
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
    stdio: ['pipe', 'pipe', 'pipe'],
    cwd: ROOT,
  });
  const ready = new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (b: Buffer) => b.toString().includes('ready') && resolve());
    child.on('exit', (code) => reject(new Error(`holder exited ${code}`)));
  });
  const stop = () =>
    new Promise<number | null>((resolve) => {
      child.on('exit', resolve);
      child.stdin.end();
    });
  return { child, ready, stop };
}

function run(script: string, dataDir: string, env: Record<string, string> = {}) {
  return spawnSync(process.execPath, [...TSX, script], {
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', PORT: '1', ...env },
    encoding: 'utf8',
    cwd: ROOT,
    timeout: 60_000,
  });
}

describe('data folder lock', () => {
  it('a second process on the same data folder refuses and names the holder; the first keeps it', async () => {
    const dir = tempDir();
    const first = holder(dir);
    await first.ready;
    const second = run(HOLD, dir);
    expect(second.status).toBe(1);
    expect(second.stderr).toContain(`is in use by process ${first.child.pid}`);
    // A CLI (npm run prune) with no server to ask refuses the same way instead of opening the folder.
    const prune = run(path.join(ROOT, 'infra/src/cli/prune.ts'), dir);
    expect(prune.status).toBe(1);
    expect(prune.stderr).toContain('Only one process may open the embedded database');
    expect(await first.stop()).toBe(0);
    expect(existsSync(path.join(dir, '.lock'))).toBe(false);
    // Once the holder has closed, the next process opens it.
    const after = holder(dir);
    await after.ready;
    expect(await after.stop()).toBe(0);
  }, 240_000);

  it('a lock left by a process that no longer runs is taken over', async () => {
    const dir = tempDir();
    const gone = spawnSync(process.execPath, ['-e', 'process.pid'], { encoding: 'utf8' });
    writeFileSync(path.join(dir, '.lock'), String(gone.pid));
    const next = holder(dir);
    await next.ready;
    expect(readFileSync(path.join(dir, '.lock'), 'utf8')).toBe(String(next.child.pid));
    expect(await next.stop()).toBe(0);
  }, 180_000);
});
