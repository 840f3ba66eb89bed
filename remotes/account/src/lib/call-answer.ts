import { AnswerError, api, type CallPath, type CallRequest } from '@site/shared';

/**
 * A call whose page reads the whole answer, not only its value (the message and detail say what happened, e.g.
 * update_password's "2 other session(s) signed out"). A refusal throws an AnswerError as `callValue` does.
 */
export async function callAnswer<P extends CallPath>(path: P, body: CallRequest<P>) {
  const answer = await api.call(path, body);
  if (answer.statusCode !== 1) throw new AnswerError(path, answer);
  return answer;
}
