import { defineCall } from '../types';
import { fail, ok } from '../envelope';
import { findSite } from '../site';
import { audit, nowOf } from '../domain/responsible';
import { COMPLIANCE_FIELDS, complianceOf } from '../domain/compliance';

/**
 * Operator call (x-admin-token): changes a site's compliance settings; fields left out stay. The change (before
 * and after) is a row of the responsible-gaming audit trail. docs/responsible-gaming.md.
 */
export const operatorSiteCompliance = defineCall('/api/operator/site_compliance', {
  admin: true,
  async handle({ db, body, site, config }) {
    if (!site) return fail('siteNotFound', 'domain_name: no such site');
    const sets: string[] = [];
    const params: unknown[] = [site.id];
    for (const field of COMPLIANCE_FIELDS) {
      const v = body[field];
      if (v === undefined) continue;
      params.push(field === 'rg_tagline' ? JSON.stringify(v) : v);
      sets.push(`${field} = $${params.length}`);
    }
    const before = complianceOf(site);
    if (sets.length) {
      await db.tx(async (q) => {
        await q.query(`UPDATE sites SET ${sets.join(', ')} WHERE id = $1`, params);
        const [row] = await q.query<typeof site>('SELECT * FROM sites WHERE id = $1', [site.id]);
        await audit(
          q,
          {
            siteId: site.id,
            playerId: null,
            actor: 'operator',
            action: 'site_compliance',
            detail: { before, after: complianceOf(row ?? site) },
          },
          nowOf(config),
        );
      });
    }
    const after = await findSite(db, site.domain_name);
    return ok(complianceOf(after ?? site));
  },
});
