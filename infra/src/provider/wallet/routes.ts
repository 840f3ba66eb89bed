import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Envelope } from '@site/shared';
import { PROVIDER_CONTRACT, type ProviderPath } from '@site/shared/contract';
import type { Db } from '../../db/index';
import { ApiRefusal, fail } from '../../api/envelope';
import { freshTimestamp, SIGNATURE_HEADER, sign, verifySignature } from './signature';
import { authenticate, balance, bet, rollback, win } from './movements';

type Handler = (db: Db, provider: string, body: never) => Promise<Envelope<unknown>>;

const HANDLERS: Record<ProviderPath, Handler> = {
  '/provider/v1/authenticate': authenticate as Handler,
  '/provider/v1/balance': balance as Handler,
  '/provider/v1/bet': bet as Handler,
  '/provider/v1/win': win as Handler,
  '/provider/v1/rollback': rollback as Handler,
};

const raw = new WeakMap<FastifyRequest, string>();

/**
 * The seamless-wallet API (docs/provider.md): POST /provider/v1/<call>, JSON, signed. Checks in this order:
 * JSON body → known active provider → signature over the raw body → timestamp within 30 s → the call's schema →
 * the call. Every answer is an envelope, signed with the same secret in `x-signature` when the provider is known.
 */
export function registerProviderApi(app: FastifyInstance, db: Db): void {
  void app.register(async (scope) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (req, body, done) => {
      raw.set(req, String(body));
      try {
        done(null, JSON.parse(String(body)));
      } catch {
        done(null, null);
      }
    });

    for (const path of Object.keys(HANDLERS) as ProviderPath[]) {
      scope.post(path, async (req, reply) => {
        reply.header('cache-control', 'no-store');
        const { answer, secret } = await serve(db, path, req);
        const text = JSON.stringify(answer);
        if (secret) reply.header(SIGNATURE_HEADER, sign(secret, text));
        return reply.type('application/json').send(text);
      });
    }
    scope.all('/provider/v1/*', async (req, reply) =>
      reply
        .code(404)
        .send(fail('notFound', `${req.method} ${req.url.split('?')[0]} is not a wallet call`, -404)),
    );
  });
}

async function serve(
  db: Db,
  path: ProviderPath,
  req: FastifyRequest,
): Promise<{ answer: Envelope<unknown>; secret: string | null }> {
  const text = raw.get(req);
  const body = req.body as Record<string, unknown> | null;
  if (text === undefined || !body || typeof body !== 'object' || Array.isArray(body))
    return { answer: fail('invalidInput', 'body: a JSON object is required'), secret: null };
  const code = typeof body.provider_id === 'string' ? body.provider_id : '';
  const [provider] = await db.query<{ secret: string }>(
    'SELECT secret FROM providers WHERE code = $1 AND active',
    [code],
  );
  if (!provider)
    return { answer: fail('unknownProvider', 'provider_id: no such active provider', -401), secret: null };
  const secret = provider.secret;
  if (!verifySignature(secret, text, String(req.headers[SIGNATURE_HEADER] ?? '')))
    return { answer: fail('invalidSignature', 'x-signature does not match the body', -401), secret };
  if (!freshTimestamp(body.timestamp))
    return { answer: fail('staleRequest', 'timestamp: more than 30 s from the wallet clock', -401), secret };
  const parsed = PROVIDER_CONTRACT[path].request.safeParse(body);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return {
      answer: fail('invalidInput', `${issue?.path.join('.') || 'body'}: ${issue?.message ?? 'invalid'}`),
      secret,
    };
  }
  try {
    return { answer: await HANDLERS[path](db, code, parsed.data as never), secret };
  } catch (error) {
    if (error instanceof ApiRefusal)
      return { answer: fail(error.statusMessage, error.statusDetail, error.statusCode), secret };
    req.log.error({ err: error, call: path }, 'wallet call failed');
    return {
      answer: fail('internalServerError', 'the request could not be completed; nothing was changed', -500),
      secret,
    };
  }
}
