/** One row of the audit view (`GET /audit`; infra/src/console/audit.ts `AuditItem`). */
export type ActorKind = 'staff' | 'cli' | 'machine';

export interface AuditItem {
  key: string;
  source: 'console' | 'operator';
  id: number;
  at: string;
  actor_kind: ActorKind;
  staff_id: number | null;
  actor: string;
  role: string;
  ip: string;
  user_agent: string;
  action: string;
  target: string;
  before: unknown;
  after: unknown;
  outcome: string | null;
  request: unknown;
}

export interface AuditPage {
  items: AuditItem[];
  total: number;
  page: number;
  page_size: number;
}

export const AUDIT_KEY = ['console', 'audit'] as const;
