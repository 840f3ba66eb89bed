import { request as httpsRequest } from 'node:https';
import type { Envelope } from '@site/shared';
import type { ProviderAnswerOf, ProviderPath, ProviderRequestOf } from '@site/shared/contract';
import { SIGNATURE_HEADER, sign, verifySignature } from '../wallet/signature';

/** Sends one signed request and gives back the raw answer; `fetch` in production, `app.inject` in tests. */
export type Transport = (
  path: string,
  body: string,
  headers: Record<string, string>,
) => Promise<{ status: number; body: string; signature: string }>;

/** Talks to an operator's wallet over HTTP, as any outside provider would. */
export function httpTransport(baseUrl: string): Transport {
  return async (path, body, headers) => {
    const res = await fetch(new URL(path, baseUrl), { method: 'POST', body, headers });
    return { status: res.status, body: await res.text(), signature: res.headers.get(SIGNATURE_HEADER) ?? '' };
  };
}

/**
 * This server's own wallet over HTTPS on the loopback address (the house provider's default when the server has
 * a certificate): the certificate names the site, not 127.0.0.1, so it is not checked here. That costs nothing:
 * the connection never leaves the machine, and WalletClient believes an answer only with the provider's HMAC
 * signature on it.
 */
export function loopbackTlsTransport(baseUrl: string): Transport {
  return (path, body, headers) =>
    new Promise((resolve, reject) => {
      const req = httpsRequest(
        new URL(path, baseUrl),
        {
          method: 'POST',
          headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) },
          rejectUnauthorized: false,
        },
        (res) => {
          let text = '';
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => (text += chunk));
          res.on('error', reject);
          res.on('end', () =>
            resolve({
              status: res.statusCode ?? 0,
              body: text,
              signature: String(res.headers[SIGNATURE_HEADER] ?? ''),
            }),
          );
        },
      );
      req.setTimeout(15_000, () => req.destroy(new Error(`${path}: no answer from the wallet in 15 s`)));
      req.on('error', reject);
      req.end(body);
    });
}

type Fields<P extends ProviderPath> = Omit<ProviderRequestOf<P>, 'provider_id' | 'timestamp'>;

/**
 * The provider's side of the seamless-wallet contract (docs/provider.md): every request carries the provider id
 * and a timestamp, is signed with the provider's secret, and every answer's signature is checked before it is
 * believed. A transport failure or a forged answer throws; the caller retries with the same transaction id.
 */
export class WalletClient {
  constructor(
    readonly providerId: string,
    private readonly secret: string,
    private readonly transport: Transport,
    private readonly now: () => number = Date.now,
  ) {}

  async call<P extends ProviderPath>(path: P, fields: Fields<P>): Promise<Envelope<ProviderAnswerOf<P>>> {
    const body = JSON.stringify({ provider_id: this.providerId, timestamp: this.now(), ...fields });
    const res = await this.transport(path, body, {
      'content-type': 'application/json',
      [SIGNATURE_HEADER]: sign(this.secret, body),
    });
    if (!verifySignature(this.secret, res.body, res.signature))
      throw new Error(`${path}: the wallet's answer is not signed with our secret (HTTP ${res.status})`);
    return JSON.parse(res.body) as Envelope<ProviderAnswerOf<P>>;
  }
}
