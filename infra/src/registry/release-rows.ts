import { CONTRACT_VERSION, satisfies } from '@site/shared';
import type { Queryable } from '../db/index';
import type { BuildStatus, CanaryState, ReleaseSetting } from './release-state';

/**
 * What every release step shares (the rules: releases.ts): the refusal and the actor, the rows the steps read
 * (builds, sites, a site's remote settings) and the check a build must pass before it is rolled out.
 */

export class ReleaseRefusal extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    readonly detail: string,
  ) {
    super(detail);
  }
}

/** Who changes, and how the change is audited (console_audit through the console's `consoleAudit`). */
export interface ReleaseActor {
  /** the name in the release history: the staff member's email */
  name: string;
  audit(
    q: Queryable,
    e: { action: string; target: string; before?: unknown; after?: unknown },
  ): Promise<void>;
}

export interface BuildRow {
  name: string;
  version: string;
  contract: string;
  integrity: Record<string, string> | null;
  size_bytes: number;
  published_at: Date | string;
  publisher: string;
  status: BuildStatus;
  deprecated_on: string | null;
  status_note: string;
  status_changed_at: Date | string | null;
  status_changed_by: string;
}

/** Why a build cannot run in this host, or null when its contract range accepts CONTRACT_VERSION. */
export function contractProblem(b: { name: string; version: string; contract: string }): string | null {
  return satisfies(CONTRACT_VERSION, b.contract)
    ? null
    : `${b.name}@${b.version} is built for contract ${b.contract}; the host has ${CONTRACT_VERSION}`;
}

export const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

export type Use = 'pin' | 'newest' | 'canary';

export interface SiteRow {
  id: number;
  domain_name: string;
  site_name: string;
}

export interface SettingRow extends ReleaseSetting {
  site_id: number;
  canary_since: Date | string | null;
}

export const BUILD_COLUMNS = `name, version, contract, integrity, size_bytes, published_at, publisher, status,
  deprecated_on, status_note, status_changed_at, status_changed_by`;
export const SETTING_COLUMNS =
  'site_id, name, enabled, pinned_version, canary_version, canary_share, canary_since';

export async function siteByDomain(q: Queryable, domain: string, lock = ''): Promise<SiteRow> {
  const [site] = await q.query<SiteRow>(
    `SELECT id, domain_name, site_name FROM sites WHERE domain_name = $1 ${lock}`,
    [domain.toLowerCase()],
  );
  if (!site) throw new ReleaseRefusal(404, 'notFound', `domain: no site ${domain}`);
  return site;
}

export const find = (builds: BuildRow[], version: string) => builds.find((b) => b.version === version);
export const canaryOf = (s: SettingRow): CanaryState | null =>
  s.canary_version ? { version: s.canary_version, share: s.canary_share } : null;

/** A release change of one remote on one site (its history row's and audit row's action). */
export type Step = 'pin' | 'canary' | 'promote' | 'abandon' | 'rollback';

/** Refuses a build that may not be rolled out by `step` (or previewed), with the reason. */
export function usable(
  b: { name: string; version: string; contract: string; status: BuildStatus } | undefined,
  name: string,
  version: string,
  step: Step | 'preview',
): asserts b {
  if (!b) throw new ReleaseRefusal(404, 'notFound', `${name}@${version} is not published`);
  if (b.status === 'withdrawn')
    throw new ReleaseRefusal(409, 'withdrawn', `${name}@${version} is withdrawn: it is never served`);
  if (b.status === 'deprecated' && (step === 'canary' || step === 'promote'))
    throw new ReleaseRefusal(
      409,
      'deprecated',
      `${name}@${version} is deprecated: it is not rolled out (pin it if you must)`,
    );
  const problem = contractProblem(b);
  if (problem) throw new ReleaseRefusal(409, 'incompatibleContract', problem);
}
