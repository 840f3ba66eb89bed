import type { Envelope } from '@site/shared';

export function ok<T>(value: T, message = 'OK'): Envelope<T> {
  return { statusCode: 1, statusMessage: message, statusDetail: '', value };
}

/** A refusal: statusCode ≠ 1 and a translation key as the message. */
export function fail(
  statusMessage: string,
  statusDetail = '',
  statusCode = 0,
  value: unknown = null,
): Envelope<never> {
  return { statusCode, statusMessage, statusDetail, value: value as never };
}

/** Thrown inside a handler (even inside a transaction, which then rolls back) to answer with a refusal. */
export class ApiRefusal extends Error {
  constructor(
    readonly statusMessage: string,
    readonly statusDetail = '',
    readonly statusCode = 0,
  ) {
    super(statusMessage);
  }
}
