import type { FastifyRequest } from 'fastify';
import type { Envelope } from '@site/shared';
import type { CallContext } from './types';
import { recordAudit } from './domain/audit';
import { securityEvent } from '../security/security-log';

/**
 * An operator call with its audit row and security-log line (issue 9 §10): the handler runs, then one
 * `operator_audit` row records who, what, from where, the before/after the handler noted and the outcome.
 * The audit write failing never hides the answer of a change that was made; it is logged loudly instead.
 */
export async function auditedCall(
  path: string,
  ctx: CallContext<unknown>,
  req: FastifyRequest,
  run: () => Promise<Envelope>,
): Promise<Envelope> {
  const answer = await run();
  const note = ctx.audit ?? {};
  securityEvent('admin.call', {
    ip: ctx.ip,
    actor: ctx.actor,
    call: path,
    target: note.target ?? '',
    outcome: answer.statusMessage,
  });
  try {
    await recordAudit(ctx.db, {
      actor: ctx.actor ?? 'operator',
      ip: ctx.ip,
      action: path,
      target: note.target ?? '',
      request: ctx.body,
      before: note.before,
      after: note.after,
      outcome: answer.statusMessage,
    });
  } catch (error) {
    req.log.error({ err: error, call: path }, 'audit row not written');
    securityEvent('audit.write_failed', { call: path, actor: ctx.actor }, 'warn');
  }
  return answer;
}
