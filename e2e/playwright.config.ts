import { defineConfig } from '@playwright/test';
import path from 'node:path';

const PORT = Number(process.env.E2E_PORT ?? 8099);
const ROOT = path.resolve(import.meta.dirname, '..');

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
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--disable-dev-shm-usage',
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
