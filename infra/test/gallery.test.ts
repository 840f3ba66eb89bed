import { afterAll, describe, expect, it } from 'vitest';
import { createPlatform, type Platform } from '../src/index';

/** The UI kit gallery (/__gallery) exists on development servers only; players of a production site never reach it. */
const platforms: Platform[] = [];
afterAll(() => Promise.all(platforms.map((p) => p.close())));

async function serve(production: boolean) {
  const p = await createPlatform({
    dataDir: '',
    databaseUrl: null,
    production,
    adminToken: 'test-admin-token',
  });
  platforms.push(p);
  const startup = await p.app.inject({
    method: 'POST',
    url: '/api/startup',
    payload: { domain_name: 'localhost' },
    headers: { host: 'localhost' },
  });
  const page = await p.app.inject({ method: 'GET', url: '/__gallery', headers: { host: 'localhost' } });
  return {
    devTools: (startup.json() as { value: { dev_tools?: boolean } }).value.dev_tools,
    status: page.statusCode,
  };
}

describe('UI kit gallery', () => {
  it('a development server flags dev_tools in startup and answers the gallery page 200', async () => {
    expect(await serve(false)).toEqual({ devTools: true, status: 200 });
  }, 60_000);
  it('a production server has no dev_tools and answers /__gallery 404', async () => {
    expect(await serve(true)).toEqual({ devTools: undefined, status: 404 });
  }, 60_000);
});
