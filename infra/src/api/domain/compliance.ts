import type { Compliance } from '@site/shared';
import type { SiteRow } from '../types';

/**
 * Per-site compliance settings as data (docs/responsible-gaming.md): minimum age and whether sign-up asks to
 * confirm it, whether a pending withdrawal may be cancelled, the footer's tagline and helpline, and the
 * reality-check default. Stored as columns of `sites`; startup serves them; operator/site_compliance changes them.
 */
export const COMPLIANCE_FIELDS = [
  'min_age',
  'age_confirmation',
  'withdrawal_cancel',
  'rg_tagline',
  'rg_helpline',
  'reality_check_default',
] as const;

export function complianceOf(site: SiteRow): Compliance {
  return {
    min_age: Number(site.min_age ?? 18),
    age_confirmation: Boolean(site.age_confirmation),
    withdrawal_cancel: site.withdrawal_cancel !== false,
    rg_tagline: (site.rg_tagline ?? {}) as Record<string, string>,
    rg_helpline: String(site.rg_helpline ?? ''),
    reality_check_default: Number(site.reality_check_default ?? 0) as Compliance['reality_check_default'],
  };
}
