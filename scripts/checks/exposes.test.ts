/**
 * Each remote lists its exposes in one place (module-federation.config.ts). This checks, for every remote, that
 * each exposed file exists, that every route in package.json `site.routes` names an exposed module, that its
 * package.json passes the registry's schema, and that the contract's typed exposes map (`RemoteExposes`) agrees
 * with what it exposes: every typed module exists, every exposed module is typed or a route page
 * (or a route's prefetch module).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { TYPED_EXPOSES } from '@site/shared';
import { REMOTES, ROOT } from '../apps';
import { parseRemotePackage } from '../../infra/src/registry/site-block';

describe.each(REMOTES)('remote %s', (name) => {
  const dir = path.join(ROOT, 'remotes', name);
  const pkg = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as {
    version: string;
    site?: { contract?: string; routes?: { path: string; module: string; prefetch?: string }[] };
  };

  it('declares a version and no hand-written contract range (the build derives it: dist/site.json)', () => {
    expect(pkg.version).toMatch(/^\d+\.\d+\.\d+/);
    expect(pkg.site && 'contract' in pkg.site).toBe(false);
  });

  it('its package.json is a publishable remote (the registry schema)', () => {
    expect(parseRemotePackage(pkg, name).name).toBe(name);
  });

  const exposed = async () =>
    Object.keys(
      (
        (await import(path.join(dir, 'module-federation.config.ts'))) as {
          exposes: Record<string, string>;
        }
      ).exposes,
    );

  it('exposes only files that exist, and every route module is exposed', async () => {
    const { exposes } = (await import(path.join(dir, 'module-federation.config.ts'))) as {
      exposes: Record<string, string>;
    };
    for (const file of Object.values(exposes)) expect(existsSync(path.join(dir, file)), file).toBe(true);
    for (const route of pkg.site?.routes ?? []) {
      expect(Object.keys(exposes)).toContain(route.module);
      if (route.prefetch) expect(Object.keys(exposes)).toContain(route.prefetch);
    }
  });

  it('the typed exposes map names only modules it exposes, and types every one that is not a route page', async () => {
    const modules = await exposed();
    const typed: readonly string[] = (TYPED_EXPOSES as Record<string, readonly string[]>)[name] ?? [];
    for (const m of typed) expect(modules, `RemoteExposes.${name} lists ${m}`).toContain(m);
    // route pages and their prefetch modules are named by the startup answer, not typed here
    const pages = new Set((pkg.site?.routes ?? []).flatMap((r) => [r.module, r.prefetch ?? r.module]));
    for (const m of modules)
      expect(typed.includes(m) || pages.has(m), `${name} exposes ${m}: add it to RemoteExposes`).toBe(true);
  });
});
