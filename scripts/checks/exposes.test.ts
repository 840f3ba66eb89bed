/**
 * Each remote lists its exposes in one place (module-federation.config.ts). This checks, for every remote, that
 * each exposed file exists, and that every route in package.json `site.routes` names an exposed module.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REMOTES, ROOT } from '../apps';

describe.each(REMOTES)('remote %s', (name) => {
  const dir = path.join(ROOT, 'remotes', name);
  const pkg = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as {
    version: string;
    site?: { contract?: string; routes?: { path: string; module: string }[] };
  };

  it('declares a version and a contract range', () => {
    expect(pkg.version).toMatch(/^\d+\.\d+\.\d+/);
    expect(pkg.site?.contract).toMatch(/^[\^~]?\d+\.\d+\.\d+/);
  });

  it('exposes only files that exist, and every route module is exposed', async () => {
    const { exposes } = (await import(path.join(dir, 'module-federation.config.ts'))) as {
      exposes: Record<string, string>;
    };
    for (const file of Object.values(exposes)) expect(existsSync(path.join(dir, file)), file).toBe(true);
    for (const route of pkg.site?.routes ?? []) expect(Object.keys(exposes)).toContain(route.module);
  });
});
