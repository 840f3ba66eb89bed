import { AUDIT_ROUTES } from './routes-audit';
import { CONTENT_CONSOLE_ROUTES } from './routes-content';
import { PAYMENT_ROUTES } from './routes-payments';
import { PLAYER_ROUTES } from './routes-players';
import { RELEASE_ROUTES } from './routes-releases';
import { SIGN_IN_ROUTES } from './routes-sign-in';
import { SITES_CONSOLE_ROUTES } from './routes-sites';
import { STAFF_ROUTES } from './routes-staff';
import type { ConsoleRoute } from './route';

export { CONSOLE_LIMITS, consoleKey } from './sign-in-steps';

/**
 * Every console route: the permission each needs is part of its declaration (roles.ts, console.test). Sign-in
 * and one's own session in routes-sign-in.ts (shared steps in sign-in-steps.ts), staff in routes-staff.ts, the
 * money queue in routes-payments.ts, the other sections in their routes-*.ts.
 */
export const ROUTES: readonly ConsoleRoute[] = [
  ...SIGN_IN_ROUTES,
  ...STAFF_ROUTES,
  ...PAYMENT_ROUTES,
  ...PLAYER_ROUTES,
  ...AUDIT_ROUTES,
  ...SITES_CONSOLE_ROUTES,
  ...CONTENT_CONSOLE_ROUTES,
  ...RELEASE_ROUTES,
] as ConsoleRoute[];
