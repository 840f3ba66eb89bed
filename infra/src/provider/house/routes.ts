import type { FastifyInstance } from 'fastify';
import type { AddressInfo } from 'node:net';
import { houseCalls } from '@site/shared/contract';
import type { Db } from '../../db/index';
import { fail, ok } from '../../api/envelope';
import { HOUSE_PROVIDER } from '../wallet/providers';
import { httpTransport, loopbackTlsTransport, WalletClient } from './wallet-client';
import { playHash, spinSlot } from './rounds';
import { currentChain } from './chain';
import { demoHash, demoSpin } from './demo';
import { cashoutCrash, crashState, currentCrash, DemoCrashRounds, startCrash } from './crash';
import { registerHousePages } from './pages';
import { sweepOpenRounds, SWEEP_EVERY_MS } from './sweep';
import { LIMITS, RateLimiter } from '../../security/rate-limit';
import { limited } from '../../api/domain/limits';

/**
 * The house game server's HTTP API for its game clients: a slot spin, a hash-game round, a crash round (start,
 * cash-out, state, the player's current round), their demo (fun money) twins, and the published commitment of a game's hash chain; and the clients' pages (pages.ts). It reaches the wallet over HTTP like any outside provider: `walletUrl`
 * (HOUSE_WALLET_URL), or this server's own listening address (HTTPS when it has a certificate: `tls`).
 */
export function registerHouse(
  app: FastifyInstance,
  db: Db,
  secret: string,
  walletUrl: string,
  tls = false,
): void {
  const base = () => {
    if (walletUrl) return walletUrl;
    const a = app.server.address() as AddressInfo | null;
    return `${tls ? 'https' : 'http'}://127.0.0.1:${a?.port ?? 80}`;
  };
  const transport = walletUrl || !tls ? httpTransport : loopbackTlsTransport;
  registerHousePages(app);
  // demo rounds cost nothing but CPU: bounded per address, in this process (no money moves)
  const demoLimiter = new RateLimiter();
  const wallet = new WalletClient(HOUSE_PROVIDER, secret, (path, body, headers) =>
    transport(base())(path, body, headers),
  );
  // Rounds left open by a lost wallet answer are finished by a sweep once the server listens (the wallet is
  // reached over HTTP, at this server's own address by default), then every minute.
  let sweeper: ReturnType<typeof setInterval> | undefined;
  const sweep = () =>
    void sweepOpenRounds(db, wallet).catch((e: unknown) =>
      app.log.warn({ err: e }, 'house round sweep failed'),
    );
  app.addHook('onListen', async () => {
    sweep();
    sweeper = setInterval(sweep, SWEEP_EVERY_MS);
    sweeper.unref();
  });
  app.addHook('onClose', async () => clearInterval(sweeper));
  const parse = <K extends keyof typeof houseCalls>(path: K, body: unknown) => {
    const r = houseCalls[path].request.safeParse(body ?? {});
    if (r.success) return { data: r.data as never, error: null };
    const issue = r.error.issues[0];
    return {
      data: null,
      error: fail('invalidInput', `${issue?.path.join('.') || 'body'}: ${issue?.message ?? 'invalid'}`),
    };
  };
  app.post('/provider/house/api/balance', async (req, reply) => {
    reply.header('cache-control', 'no-store');
    const { data, error } = parse('/provider/house/api/balance', req.body);
    if (error) return error;
    const answer = await wallet
      .call('/provider/v1/balance', { token: (data as { token: string }).token })
      .catch(() => null);
    if (!answer) return fail('serviceUnavailable', 'the wallet did not answer');
    return answer.statusCode === 1 ? ok(answer.value) : fail(answer.statusMessage, answer.statusDetail);
  });
  app.post('/provider/house/api/slot/spin', async (req, reply) => {
    reply.header('cache-control', 'no-store');
    const { data, error } = parse('/provider/house/api/slot/spin', req.body);
    if (error) return error;
    const b = data as { token: string; stake: number };
    return spinSlot(db, wallet, b.token, b.stake);
  });
  app.post('/provider/house/api/hash/play', async (req, reply) => {
    reply.header('cache-control', 'no-store');
    const { data, error } = parse('/provider/house/api/hash/play', req.body);
    if (error) return error;
    const b = data as { token: string; stake: number; pick: 'big' | 'small' | 'odd' | 'even' };
    return playHash(db, wallet, b.token, b.stake, b.pick);
  });
  app.post('/provider/house/api/demo/slot/spin', async (req, reply) => {
    reply.header('cache-control', 'no-store');
    const { data, error } = parse('/provider/house/api/demo/slot/spin', req.body);
    if (error) return error;
    if (!demoLimiter.take(`demo:ip:${req.ip}`, LIMITS.demoIp)) return limited();
    return demoSpin((data as { stake: number }).stake);
  });
  app.post('/provider/house/api/demo/hash/play', async (req, reply) => {
    reply.header('cache-control', 'no-store');
    const { data, error } = parse('/provider/house/api/demo/hash/play', req.body);
    if (error) return error;
    if (!demoLimiter.take(`demo:ip:${req.ip}`, LIMITS.demoIp)) return limited();
    const b = data as { stake: number; pick: 'big' | 'small' | 'odd' | 'even' };
    return demoHash(b.stake, b.pick);
  });
  type Token = { token: string };
  type CrashRound = { token: string; round_id: string };
  app.post('/provider/house/api/crash/start', async (req, reply) => {
    reply.header('cache-control', 'no-store');
    const { data, error } = parse('/provider/house/api/crash/start', req.body);
    if (error) return error;
    return startCrash(db, wallet, data as Token & { stake: number; auto_cashout?: number | null });
  });
  app.post('/provider/house/api/crash/cashout', async (req, reply) => {
    reply.header('cache-control', 'no-store');
    const { data, error } = parse('/provider/house/api/crash/cashout', req.body);
    if (error) return error;
    return cashoutCrash(db, wallet, data as CrashRound);
  });
  app.post('/provider/house/api/crash/state', async (req, reply) => {
    reply.header('cache-control', 'no-store');
    const { data, error } = parse('/provider/house/api/crash/state', req.body);
    if (error) return error;
    return crashState(db, wallet, data as CrashRound);
  });
  app.post('/provider/house/api/crash/current', async (req, reply) => {
    reply.header('cache-control', 'no-store');
    const { data, error } = parse('/provider/house/api/crash/current', req.body);
    if (error) return error;
    return currentCrash(db, wallet, data as Token);
  });
  // Demo crash rounds live in this process's memory (bounded, 10 minutes each). A start counts as a demo round;
  // a state poll or a cash-out only looks a round up.
  const demoCrash = new DemoCrashRounds();
  app.post('/provider/house/api/demo/crash/start', async (req, reply) => {
    reply.header('cache-control', 'no-store');
    const { data, error } = parse('/provider/house/api/demo/crash/start', req.body);
    if (error) return error;
    if (!demoLimiter.take(`demo:ip:${req.ip}`, LIMITS.demoIp)) return limited();
    const b = data as { stake: number; auto_cashout?: number | null };
    return demoCrash.start(b.stake, b.auto_cashout ?? null);
  });
  app.post('/provider/house/api/demo/crash/cashout', async (req, reply) => {
    reply.header('cache-control', 'no-store');
    const { data, error } = parse('/provider/house/api/demo/crash/cashout', req.body);
    if (error) return error;
    return demoCrash.cashout((data as { round_id: string }).round_id);
  });
  app.post('/provider/house/api/demo/crash/state', async (req, reply) => {
    reply.header('cache-control', 'no-store');
    const { data, error } = parse('/provider/house/api/demo/crash/state', req.body);
    if (error) return error;
    return demoCrash.state((data as { round_id: string }).round_id);
  });
  app.post('/provider/house/api/chain', async (req, reply) => {
    reply.header('cache-control', 'no-store');
    const { data, error } = parse('/provider/house/api/chain', req.body);
    if (error) return error;
    const code = (data as { game_code: string }).game_code;
    if (code !== 'HOUSE-HASH-001' && code !== 'HOUSE-CRASH-001')
      return fail('gameNotFound', 'game_code: no provably fair house game');
    return ok(await currentChain(db, code));
  });
}
