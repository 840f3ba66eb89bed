/**
 * Operator console roles as data (issue 17 §2): which role may do what. Every console route names the one
 * permission it needs (routes.ts); `console.test` walks this matrix over every route. The table is also in
 * docs/operations.md ("Operator console") — change both together.
 */
export const ROLES = ['owner', 'release_manager', 'cashier', 'content_editor', 'support'] as const;
export type Role = (typeof ROLES)[number];

export const PERMISSIONS = [
  /** list staff; invite (create), disable, change the role of staff */
  'staff.manage',
  /** read the console audit trail */
  'audit.view',
  /** the pending deposits and withdrawals queue */
  'payments.view',
  /** approve or reject a deposit or withdrawal */
  'payments.decide',
  /** settle a sportsbook bet (later slice) */
  'bets.settle',
  /** search players, player detail (later slice) */
  'players.view',
  /** block / close an account, send an inbox message or bonus (later slice) */
  'players.manage',
  /** see releases per site (later slice) */
  'releases.view',
  /** pin, canary, rollback, preview link (later slice) */
  'releases.change',
  /** lock and unlock a site's releases (later slice) */
  'releases.lock',
  /** site settings (later slice) */
  'sites.change',
  /** CMS blocks, terms, promotions, news (later slice) */
  'content.edit',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

export const MATRIX: Record<Role, readonly Permission[]> = {
  owner: PERMISSIONS,
  release_manager: ['releases.view', 'releases.change'],
  cashier: ['payments.view', 'payments.decide', 'bets.settle', 'players.view'],
  content_editor: ['content.edit'],
  support: ['payments.view', 'players.view', 'players.manage'],
};

export function can(role: string, permission: Permission): boolean {
  return (ROLES as readonly string[]).includes(role) && MATRIX[role as Role].includes(permission);
}

export function isRole(x: string): x is Role {
  return (ROLES as readonly string[]).includes(x);
}
