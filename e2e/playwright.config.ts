import { defineConfig } from '@playwright/test';
import { existsSync, statfsSync } from 'node:fs';
import path from 'node:path';

const PORT = Number(process.env.E2E_PORT ?? 8099);
const ROOT = path.resolve(import.meta.dirname, '..');
// Chromium's headless shell (Debian's chromium-headless-shell, the same Blink and V8 as /usr/bin/chromium, and
// what Playwright's own headless Chromium is) when it is installed: the full browser in headless mode also runs
// its UI (a WebUI renderer per window), and on 2 cores a new context and a cold page load cost it about twice as
// much. CHROMIUM_PATH overrides; without the shell the full browser runs the same tests.
const SHELL = '/usr/bin/chromium-headless-shell';
const CHROMIUM = process.env.CHROMIUM_PATH ?? (existsSync(SHELL) ? SHELL : '/usr/bin/chromium');
// Chromium keeps its shared memory in /dev/shm, or in /tmp with --disable-dev-shm-usage: the flag is for
// containers whose /dev/shm is tiny (Docker's 64 MB crashes renderers). Here /dev/shm is a large tmpfs and /tmp is
// on disk, and without the flag the 15 templates-matrix tests took about 5 % less time (197/209 s against 207/221 s,
// alternating runs, 2026-11-27), so the flag is given only where /dev/shm is under 1 GiB or missing.
const SMALL_SHM = (() => {
  try {
    const s = statfsSync('/dev/shm');
    return s.bavail * s.bsize < 2 ** 30;
  } catch {
    return true;
  }
})();

export default defineConfig({
  testDir: './tests',
  outputDir: path.join(ROOT, 'test-results', String(PORT)),
  fullyParallel: false,
  // Tests create the players and data they change, so files run side by side (E2E_WORKERS overrides).
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${PORT}`,
    trace: 'retain-on-failure',
    // No animation or transition repaints: the app honours reduced motion everywhere (App.tsx), and on a
    // 2-core machine the compositor's frames were a large share of the browser's CPU. No rule of the spec
    // depends on motion; tests that need it can opt back in with test.use({ reducedMotion: 'no-preference' }).
    reducedMotion: 'reduce',
    launchOptions: {
      executablePath: CHROMIUM,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        ...(SMALL_SHM ? ['--disable-dev-shm-usage'] : []),
      ],
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: {
    command: `node ${path.join(ROOT, 'node_modules/tsx/dist/cli.mjs')} ${path.join(ROOT, 'e2e/server.ts')}`,
    url: `http://localhost:${PORT}/api/health`,
    reuseExistingServer: false,
    timeout: 180_000,
    env: { PORT: String(PORT), E2E_DATA_DIR: path.join(ROOT, `test-results/e2e-data-${PORT}`) },
    stdout: 'pipe',
  },
});
