// Password hashing worker (infra/src/security/hash-pool.ts): argon2id from hash-wasm, off the event loop.
// Plain JavaScript so Node, tsx and vitest all load it as it is.
import { randomBytes } from 'node:crypto';
import { parentPort, workerData } from 'node:worker_threads';
import { argon2id, argon2Verify } from 'hash-wasm';

const params = workerData.params;

parentPort.on('message', async ({ id, op, password, encoded }) => {
  try {
    const result =
      op === 'hash'
        ? await argon2id({ password, salt: randomBytes(16), ...params, outputType: 'encoded' })
        : await argon2Verify({ password, hash: encoded }).catch(() => false);
    parentPort.postMessage({ id, result });
  } catch (error) {
    parentPort.postMessage({ id, error: String(error) });
  }
});
