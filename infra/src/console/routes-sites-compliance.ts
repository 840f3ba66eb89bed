import { z } from 'zod';
import { siteComplianceRequest } from '@site/shared/contract';
import { nowOf } from '../api/domain/responsible';
import { writeCompliance } from '../api/calls/compliance';
import { route } from './route';
import { contractCheck, siteOf } from './site-common';
import { changeSite } from './site-settings';

/**
 * The compliance settings of the account issue (docs/responsible-gaming.md), checked by the operator API's own
 * schema (`siteComplianceRequest`) and written by its own code (`writeCompliance`, which also keeps the
 * responsible-gaming audit row).
 */
export const setCompliance = route({
  method: 'POST',
  path: '/sites/:domain/compliance',
  access: 'sites.change',
  body: z.record(z.string(), z.unknown()),
  async handle(ctx) {
    const site = await siteOf(ctx.db, ctx.params.domain);
    const { domain_name: _d, ...changes } = contractCheck(siteComplianceRequest, {
      ...ctx.body,
      domain_name: site.domain_name,
    });
    return changeSite(ctx, 'compliance', (q, site) => writeCompliance(q, site, changes, nowOf(ctx.config)));
  },
});
