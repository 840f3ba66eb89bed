import { defineCall } from '../types';
import { fail, ok } from '../envelope';
import { audit, nowOf } from '../domain/responsible';
import { COMPLIANCE_FIELDS, complianceOf } from '../domain/compliance';
import type { Compliance } from '@site/shared';
import type { BodyOf } from '@site/shared/contract';
import type { Queryable } from '../../db/index';
import type { SiteRow } from '../types';

type ComplianceField = (typeof COMPLIANCE_FIELDS)[number];

/** The compliance fields an operator changes (operator/site_compliance's request without the site). */
export type ComplianceChanges = Partial<Pick<BodyOf<'/api/operator/site_compliance'>, ComplianceField>>;

/**
 * The one write of a site's compliance settings (fields left out stay), shared by the operator API and the
 * console: the update and its row of the responsible-gaming audit trail, in the caller's transaction.
 */
export async function writeCompliance(
  q: Queryable,
  site: SiteRow,
  changes: ComplianceChanges,
  at: Date,
): Promise<{ before: Compliance; after: Compliance }> {
  const sets: string[] = [];
  const params: unknown[] = [site.id];
  for (const field of COMPLIANCE_FIELDS) {
    const v = changes[field];
    if (v === undefined) continue;
    params.push(field === 'rg_tagline' ? JSON.stringify(v) : v);
    sets.push(`${field} = $${params.length}`);
  }
  const before = complianceOf(site);
  if (!sets.length) return { before, after: before };
  await q.query(`UPDATE sites SET ${sets.join(', ')} WHERE id = $1`, params);
  const [row] = await q.query<SiteRow>('SELECT * FROM sites WHERE id = $1', [site.id]);
  const after = complianceOf(row ?? site);
  await audit(
    q,
    {
      siteId: site.id,
      playerId: null,
      actor: 'operator',
      action: 'site_compliance',
      detail: { before, after },
    },
    at,
  );
  return { before, after };
}

/**
 * Operator call (x-admin-token): changes a site's compliance settings; fields left out stay. The change (before
 * and after) is a row of the responsible-gaming audit trail. docs/responsible-gaming.md.
 */
export const operatorSiteCompliance = defineCall('/api/operator/site_compliance', {
  admin: true,
  async handle({ db, body, site, config }) {
    if (!site) return fail('siteNotFound', 'domain_name: no such site');
    const { after } = await db.tx((q) => writeCompliance(q, site, body, nowOf(config)));
    return ok(after);
  },
});
