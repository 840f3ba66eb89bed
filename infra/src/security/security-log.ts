import { pino, type DestinationStream, type Logger } from 'pino';

/**
 * The security log (issue 9 §10, ASVS 5.0 16.2/16.3): one JSON line per security event, always on — also in
 * production and whatever LOG_LEVEL says — on stdout (or the file named by SECURITY_LOG). Every line carries
 * `log: "security"`, `event`, `time` (ISO 8601 UTC) and the event's fields. It never carries a password, a
 * session or admin token, a TAC code or a full phone number (`maskPhone`).
 *
 * Events: auth.login.failure / auth.login.success / auth.limited, auth.password.failure / auth.password.changed,
 * tac.issue / tac.verify / tac.lockout / tac.suppressed, sms.budget_reached, pow.challenge, admin.call /
 * admin.denied, money.* (operator decisions), remote.publish / remote.change.
 */
export type SecurityFields = Record<string, string | number | boolean | null | undefined>;

function open(): Logger {
  const file = process.env.SECURITY_LOG?.trim();
  const destination: DestinationStream =
    file && file !== '-' ? pino.destination({ dest: file, append: true, sync: false }) : pino.destination(1);
  return make(destination);
}

function make(destination: DestinationStream): Logger {
  return pino(
    {
      level: 'info',
      base: { log: 'security' },
      messageKey: 'event',
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
    },
    destination,
  );
}

let logger: Logger | null = null;

/** Writes one security event. Warnings (lock-outs, budgets reached, denied admin calls) use level warn. */
export function securityEvent(event: string, fields: SecurityFields = {}, level: 'info' | 'warn' = 'info') {
  logger ??= open();
  logger[level](fields, event);
}

/** Sends the security log somewhere else (tests collect the lines; a deployment may pass a file stream). */
export function setSecurityLogDestination(destination: DestinationStream): void {
  logger = make(destination);
}

/** `+639171234567` → `+63917***4567`: enough to group abuse by number range, not enough to call anyone. */
export function maskPhone(phone: string): string {
  const d = phone.replace(/\D/g, '');
  return d.length <= 7 ? '***' : `${d.slice(0, 5)}***${d.slice(-4)}`;
}
