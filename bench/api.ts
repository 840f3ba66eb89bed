/**
 * Player API load on loopback with autocannon: /api/startup and /api/auth/get_balance at a fixed 1,000
 * requests/s (p50, p99, errors), then password sign-in throughput with the argon2id cost in use.
 *
 *   npx tsx bench/api.ts                      # starts its own server (embedded PGlite in memory) on PORT 8111
 *   DATABASE_URL=postgres://… npx tsx bench/api.ts   # the same server on PostgreSQL (a schema of its own)
 *   BASE=http://localhost:8080 npx tsx bench/api.ts  # against a running server (login is rate limited there)
 *
 * RATE (1000), DURATION (s, 15) and CONNECTIONS (50) tune the fixed-rate runs. An error is a socket error, a
 * timeout or an answer that is not a success envelope (statusCode 1). Results: bench/results/api.json.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { performance } from 'node:perf_hooks';

interface AcResult {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number; average: number; max: number };
  errors: number;
  timeouts: number;
  non2xx: number;
  mismatches: number;
  duration: number;
}
type Autocannon = (o: Record<string, unknown>) => Promise<AcResult>;
const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;

const PORT = Number(process.env.BENCH_PORT ?? 8111);

if (process.env.API_BENCH_ROLE === 'server') {
  const { createPlatform } = await import('../infra/src/index');
  const { LIMITS } = await import('../infra/src/security/rate-limit');
  // This private server measures hashing, not the limiter: lift the sign-in limits.
  LIMITS.loginIp.max = Number.MAX_SAFE_INTEGER;
  LIMITS.loginAccount.max = Number.MAX_SAFE_INTEGER;
  let databaseUrl: string | null = null;
  let dropSchema = async () => {};
  if (process.env.DATABASE_URL) {
    // a schema of its own for this run, dropped at the end
    const { default: pg } = await import('pg');
    const schema = `bench_api_${process.pid}`;
    const admin = async (sql: string) => {
      const c = new pg.Client({ connectionString: process.env.DATABASE_URL });
      await c.connect();
      await c.query(sql);
      await c.end();
    };
    await admin(`CREATE SCHEMA ${schema}`);
    dropSchema = () => admin(`DROP SCHEMA ${schema} CASCADE`);
    const u = new URL(process.env.DATABASE_URL);
    u.searchParams.set('options', `-c search_path=${schema}`);
    databaseUrl = u.toString();
  }
  const platform = await createPlatform({ dataDir: '', databaseUrl, production: false });
  await platform.app.listen({ port: PORT, host: '127.0.0.1' });
  console.info('ready');
  process.on(
    'SIGTERM',
    () =>
      void platform
        .close()
        .then(dropSchema)
        .then(() => process.exit(0)),
  );
} else {
  await drive();
}

async function drive() {
  let base = process.env.BASE;
  let server: ReturnType<typeof spawn> | null = null;
  if (!base) {
    server = spawn(process.execPath, [...process.execArgv, import.meta.filename], {
      env: { ...process.env, API_BENCH_ROLE: 'server' },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    await new Promise<void>((resolve, reject) => {
      server!.stdout!.on('data', (d: Buffer) => d.toString().includes('ready') && resolve());
      server!.on('exit', (code) => reject(new Error(`bench server exited (${code})`)));
    });
    base = `http://127.0.0.1:${PORT}`;
  }
  try {
    const results = await measure(base);
    const out = path.join(import.meta.dirname, 'results');
    mkdirSync(out, { recursive: true });
    writeFileSync(path.join(out, 'api.json'), JSON.stringify(results, null, 2));
    console.info('\n| run | target req/s | achieved req/s | p50 ms | p99 ms | errors | non-2xx |');
    console.info('| --- | ---: | ---: | ---: | ---: | ---: | ---: |');
    for (const r of results.runs)
      console.info(
        `| ${r.name} | ${r.rate || 'max'} | ${r.rps} | ${r.p50} | ${r.p99} | ${r.errors} | ${r.non2xx} |`,
      );
    console.info(
      `\nargon2id verify in the bench process: ${results.hash.ms_per_verify} ms each, ${results.hash.per_second}/s on one core`,
    );
  } finally {
    server?.kill('SIGTERM');
  }
}

async function post(base: string, p: string, body: unknown) {
  const res = await fetch(base + p, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return (await res.json()) as { statusCode: number; statusMessage: string; value: Record<string, unknown> };
}

async function measure(base: string) {
  const rate = Number(process.env.RATE ?? 1000);
  const duration = Number(process.env.DURATION ?? 15);
  const connections = Number(process.env.CONNECTIONS ?? 50);
  const login = await post(base, '/api/auth/login', {
    domain_name: 'localhost',
    account_id: 'demo1',
    password: 'Demo#2026',
  });
  if (login.statusCode !== 1) throw new Error(`demo1 cannot sign in: ${login.statusMessage}`);
  const ref = { account_id: 'demo1', auth: String(login.value.token) };
  if ((await post(base, '/api/auth/get_balance', ref)).statusCode !== 1) throw new Error('get_balance fails');

  const run = async (name: string, p: string, body: unknown, opts: Record<string, unknown>) => {
    const r = await autocannon({
      url: base + p,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
      // every answer must be a success envelope; anything else counts as a mismatch
      verifyBody: (b: string) =>
        b.startsWith('{"statusCode":1,') || b.includes('"statusCode":1,"statusMessage"'),
      ...opts,
    });
    return {
      name,
      rate: Number(opts.overallRate ?? 0),
      rps: Math.round(r.requests.average),
      p50: r.latency.p50,
      p99: r.latency.p99,
      errors: r.errors + r.timeouts + r.mismatches,
      non2xx: r.non2xx,
      total: r.requests.total,
    };
  };
  // warm-up (JIT, connection pool)
  await run('warm-up', '/api/startup', { domain_name: 'localhost' }, { connections: 10, duration: 3 });
  const runs = [
    await run(
      '/api/startup',
      '/api/startup',
      { domain_name: 'localhost' },
      { connections, duration, overallRate: rate },
    ),
    await run('/api/auth/get_balance', '/api/auth/get_balance', ref, {
      connections,
      duration,
      overallRate: rate,
    }),
    await run(
      '/api/auth/login (argon2id)',
      '/api/auth/login',
      { domain_name: 'localhost', account_id: 'demo1', password: 'Demo#2026' },
      {
        connections: 4,
        duration,
      },
    ),
  ];

  const { hashPassword, verifyPassword, ARGON2_PARAMS } = await import('../infra/src/security/passwords');
  const hash = await hashPassword('Demo#2026');
  const n = 20;
  const t0 = performance.now();
  for (let i = 0; i < n; i++) await verifyPassword('Demo#2026', hash);
  const ms = (performance.now() - t0) / n;
  return {
    at: new Date().toISOString(),
    base,
    database: process.env.DATABASE_URL ? 'postgres' : 'pglite',
    settings: { rate, duration, connections },
    runs,
    hash: {
      params: ARGON2_PARAMS,
      ms_per_verify: Math.round(ms * 10) / 10,
      per_second: Math.round(1000 / ms),
    },
  };
}
