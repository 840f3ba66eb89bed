/** What the browser benches share: Debian's Chromium, the median of runs, and a site's URL by subdomain. */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** Chromium for the benches (`CHROMIUM_PATH` overrides; never a downloaded browser). */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** The middle value of the runs (the upper one of an even count); 0 for none. */
export const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

/** `path` on the site `sub` (`slot2` → `slot2.localhost`) of the server at `base`; null is the default site. */
export const siteUrl = (base: string, sub: string | null, path: string) =>
  (sub ? base.replace('//localhost', `//${sub}.localhost`) : base) + path;

/** Writes a bench's results as `bench/results/<file>` (pretty JSON), making the folder on a fresh clone. */
export function writeResult(file: string, value: unknown): void {
  const dir = path.join(import.meta.dirname, 'results');
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, file), JSON.stringify(value, null, 2));
}
