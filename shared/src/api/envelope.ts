/** Every answer of the player API (SPEC §7). statusCode 1 = success. */
export interface Envelope<T = unknown> {
  statusCode: number;
  statusMessage: string;
  statusDetail: string;
  value: T;
}

export const STATUS_OK = 1;

export function isOk<T>(e: Envelope<T>): boolean {
  return e.statusCode === STATUS_OK;
}

/** Runtime check of an untrusted answer body: is it shaped like an envelope? */
export function isEnvelope(x: unknown): x is Envelope {
  if (typeof x !== 'object' || x === null) return false;
  const o = x as Record<string, unknown>;
  return typeof o.statusCode === 'number' && typeof o.statusMessage === 'string' && 'value' in o;
}
