/**
 * The releases answers as the console page reads them (infra/src/registry/releases.ts: `siteReleases`,
 * `listBuilds`, the change steps; docs/console.md "Releases").
 */
export type BuildStatus = 'current' | 'deprecated' | 'withdrawn';
export type Use = 'pin' | 'newest' | 'canary';

export interface Build {
  name: string;
  version: string;
  contract: string;
  /** why this host cannot run it, or null */
  contract_problem: string | null;
  integrity: Record<string, string>;
  size_bytes: number;
  published_at: string | null;
  publisher: string;
  status: BuildStatus;
  deprecated_on: string | null;
  status_note: string;
  status_changed_at: string | null;
  status_changed_by: string;
}

export interface ListedBuild extends Build {
  live_on: { domain: string; as: Use }[];
}

export interface Canary {
  version: string;
  share: number;
  since?: string | null;
}

export interface HistoryEntry {
  id: number;
  at: string | null;
  actor: string;
  via: 'console' | 'admin' | 'cli';
  action: string;
  live_before: string | null;
  live_after: string | null;
  pinned_before: string | null;
  pinned_after: string | null;
  canary_before: Canary | null;
  canary_after: Canary | null;
}

export interface RemoteRelease {
  name: string;
  enabled: boolean;
  pinned_version: string | null;
  /** the stable live version (every player outside a canary) */
  live: string | null;
  newest: string | null;
  canary: Canary | null;
  /** what Roll back would pin, or why there is nothing (`none`: no earlier version; `blocked`: see `problem`) */
  rollback: { version: string | null; problem: string | null; problem_code: 'none' | 'blocked' | null };
  versions: Build[];
  history: HistoryEntry[];
}

export interface ReleaseLock {
  locked_at: string;
  locked_by: string;
  reason: string;
}

export interface SiteReleases {
  site: { domain: string; name: string };
  lock: ReleaseLock | null;
  remotes: RemoteRelease[];
}

export interface ReleaseSite {
  domain: string;
  name: string;
  locked: boolean;
  locked_by: string | null;
}

/** What a change step answers. */
export interface ReleaseState {
  pinned_version: string | null;
  live: string | null;
  canary: Canary | null;
}

export interface PreviewLink {
  token: string;
  url: string;
  expires_at: string;
}

export const RELEASES_KEY = ['console', 'releases'] as const;
export const siteKey = (domain: string) => [...RELEASES_KEY, 'site', domain] as const;
