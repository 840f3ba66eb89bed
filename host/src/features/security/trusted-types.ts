/**
 * Trusted Types, report-only for now (issue 9.11; docs/security.md). The page's policy header asks for
 * `require-trusted-types-for 'script'` in report-only mode; this DEFAULT policy decides what a plain string may
 * become at a DOM sink:
 * - a script URL: only from this origin or an origin the shell registered remotes from (their entries);
 * - HTML or script text: never — operator HTML goes through SafeHtml (DOMPurify's own policy hands React a
 *   TrustedHTML) and the operator's analytics through the named `site-analytics` policy. Anything else that
 *   writes a string to innerHTML or a script is a finding: the browser reports it to /api/csp-report.
 * Once the reports stay empty in production, the header can move from report-only to enforced.
 */
interface PolicyOptions {
  createHTML?: (input: string) => string | null;
  createScript?: (input: string) => string | null;
  createScriptURL?: (input: string) => string | null;
}
interface TrustedTypesApi {
  createPolicy: (name: string, options: PolicyOptions) => unknown;
}

const scriptOrigins = new Set<string>();

function trustedTypes(): TrustedTypesApi | null {
  const tt = (globalThis as { trustedTypes?: TrustedTypesApi }).trustedTypes;
  return tt && typeof tt.createPolicy === 'function' ? tt : null;
}

function originOf(url: string, base: string): string | null {
  try {
    return new URL(url, base).origin;
  } catch {
    return null;
  }
}

/** Whether a script at `url` may load: this page's origin or a registered remote's. */
export function scriptUrlAllowed(url: string, here: string = location.href): boolean {
  const origin = originOf(url, here);
  return origin !== null && (origin === originOf(here, here) || scriptOrigins.has(origin));
}

/** Remote entries the shell registered: scripts from their origins may load. */
export function trustScriptOrigins(entries: readonly string[], here: string = location.href): void {
  for (const entry of entries) {
    const origin = originOf(entry, here);
    if (origin) scriptOrigins.add(origin);
  }
}

/** Installs the default policy once, before any other script runs (host/src/index.ts). */
export function installDefaultPolicy(): void {
  const tt = trustedTypes();
  if (!tt) return;
  try {
    tt.createPolicy('default', {
      createScriptURL: (url) => (scriptUrlAllowed(url) ? url : null),
      createHTML: () => null,
      createScript: () => null,
    });
  } catch (error) {
    console.warn('[security] no default Trusted Types policy', String(error));
  }
}

type Trusted = string;
let analytics: PolicyOptions | null | undefined;

/**
 * The operator's analytics snippets (SPEC §7) are trusted content by design (they also carry the CSP nonce):
 * a named policy turns them into trusted values, so they are not reported.
 */
export function analyticsPolicy(): Record<
  'createHTML' | 'createScript' | 'createScriptURL',
  (s: string) => Trusted
> {
  if (analytics === undefined) {
    const pass = (s: string) => s;
    try {
      analytics =
        (trustedTypes()?.createPolicy('site-analytics', {
          createHTML: pass,
          createScript: pass,
          createScriptURL: pass,
        }) as PolicyOptions | undefined) ?? null;
    } catch {
      analytics = null;
    }
  }
  const p = analytics;
  const wrap =
    (f: ((s: string) => string | null) | undefined) =>
    (s: string): Trusted =>
      (f ? f.call(p, s) : s) as Trusted;
  return {
    createHTML: wrap(p?.createHTML),
    createScript: wrap(p?.createScript),
    createScriptURL: wrap(p?.createScriptURL),
  };
}
