import { api } from '../api/index';
import type { Envelope } from '../api/envelope';
import type { ApiPath, AnswerOf, RequestOf } from '../contract/calls';

export type CallPath = ApiPath;
export type CallRequest<P extends CallPath> = RequestOf<P>;
export type CallValue<P extends CallPath> = AnswerOf<P>;

/** A refused or failed answer as an error, so TanStack Query's `error` state carries the whole envelope. */
export class AnswerError extends Error {
  constructor(
    readonly path: string,
    readonly answer: Envelope<unknown>,
  ) {
    super(`${path}: ${answer.statusMessage || 'unknownError'}`);
    this.name = 'AnswerError';
  }
}

/**
 * The fetcher of every query and mutation: posts through the page's API client (so `api:answer` and the
 * session rules of SPEC §8 see every answer) and resolves to the envelope's value, or throws an AnswerError.
 */
export async function callValue<P extends CallPath>(path: P, body: CallRequest<P>): Promise<CallValue<P>> {
  const answer = await api.call(path, body);
  if (answer.statusCode !== 1) throw new AnswerError(path, answer);
  return answer.value;
}

/** The envelope behind an error of a query or mutation (a thrown non-answer reads as `unknownError`). */
export function answerOf(error: unknown): Pick<Envelope, 'statusCode' | 'statusMessage' | 'statusDetail'> {
  if (error instanceof AnswerError) return error.answer;
  return { statusCode: 0, statusMessage: '', statusDetail: error instanceof Error ? error.message : '' };
}
