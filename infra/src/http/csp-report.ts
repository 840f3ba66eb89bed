import type { FastifyInstance } from 'fastify';
import { RateLimiter, type Limit } from '../security/rate-limit';
import { securityEvent } from '../security/security-log';

/** Reports per client address (a page with a problem reports each occurrence; the log needs a sample). */
const REPORTS_PER_ADDRESS: Limit = { max: 30, windowMs: 10 * 60_000 };
const MAX_BYTES = 8 * 1024;

const clip = (v: unknown) =>
  typeof v === 'string' ? v.slice(0, 200) : typeof v === 'number' ? v : undefined;

/** One violation from either report format (`application/csp-report` or the Reporting API's list). */
function violations(body: unknown): Record<string, unknown>[] {
  if (Array.isArray(body))
    return body
      .filter((r) => r && typeof r === 'object' && (r as { type?: unknown }).type === 'csp-violation')
      .map((r) => ((r as { body?: unknown }).body ?? {}) as Record<string, unknown>);
  const legacy = (body as { 'csp-report'?: unknown } | null)?.['csp-report'];
  return legacy && typeof legacy === 'object' ? [legacy as Record<string, unknown>] : [];
}

/**
 * `POST /api/csp-report`: where browsers report Content-Security-Policy violations — the enforced policy's and the
 * report-only Trusted Types policy's (docs/security.md). Each becomes a `csp.violation` line in the security log
 * (clipped fields, at most 30 per address per 10 minutes); the answer is always 204 and reveals nothing.
 */
export function registerCspReports(app: FastifyInstance): void {
  const limiter = new RateLimiter();
  void app.register(async (scope) => {
    scope.addContentTypeParser(
      ['application/csp-report', 'application/reports+json'],
      { parseAs: 'string', bodyLimit: MAX_BYTES },
      (_req, body, done) => {
        try {
          done(null, JSON.parse(String(body)));
        } catch {
          done(null, null);
        }
      },
    );
    scope.post('/api/csp-report', { bodyLimit: MAX_BYTES }, async (req, reply) => {
      for (const v of violations(req.body).slice(0, 5)) {
        if (!limiter.take(`csp:ip:${req.ip}`, REPORTS_PER_ADDRESS)) break;
        securityEvent(
          'csp.violation',
          {
            ip: req.ip,
            directive: clip(v['effectiveDirective'] ?? v['effective-directive'] ?? v['violated-directive']),
            blocked: clip(v['blockedURL'] ?? v['blocked-uri']),
            document: clip(v['documentURL'] ?? v['document-uri']),
            source: clip(v['sourceFile'] ?? v['source-file']),
            line: clip(v['lineNumber'] ?? v['line-number']),
            sample: clip(v['sample'] ?? v['script-sample']),
            disposition: clip(v['disposition']),
          },
          'warn',
        );
      }
      return reply.code(204).send();
    });
  });
}
