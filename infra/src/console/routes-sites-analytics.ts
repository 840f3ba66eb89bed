import { z } from 'zod';
import { analyticsScript } from '@site/shared/contract';
import { ConsoleError } from './errors';
import { route } from './route';
import { analyticsOf, changeSite } from './site-settings';

/** At most this many analytics scripts per site, each at most this long. */
const ANALYTICS_MAX = 20;
const ANALYTICS_SCRIPT_MAX = 20_000;

/**
 * The site's analytics scripts (SPEC §7 `get_analytics`), replaced as a whole: each checked by the contract's
 * own schema (section HEAD or BODY), not empty, at most ANALYTICS_SCRIPT_MAX characters.
 */
export const setAnalytics = route({
  method: 'POST',
  path: '/sites/:domain/analytics',
  access: 'sites.change',
  bodyLimit: 512 * 1024,
  body: z.object({
    scripts: z
      .array(
        z.object({
          section: z.string(),
          script: z.string().trim().min(1, 'required').max(ANALYTICS_SCRIPT_MAX),
        }),
      )
      .max(ANALYTICS_MAX, `at most ${ANALYTICS_MAX} scripts`),
  }),
  async handle(ctx) {
    const scripts = ctx.body.scripts.map((s, i) => {
      const checked = analyticsScript.safeParse(s);
      if (!checked.success) throw new ConsoleError(400, 'invalidInput', `scripts.${i}.section: HEAD or BODY`);
      return checked.data;
    });
    return changeSite(ctx, 'analytics', async (q, site) => {
      const before = await analyticsOf(q, site.id);
      await q.query('DELETE FROM analytics_scripts WHERE site_id = $1', [site.id]);
      for (const s of scripts)
        await q.query('INSERT INTO analytics_scripts (site_id, section, script) VALUES ($1, $2, $3)', [
          site.id,
          s.section,
          s.script,
        ]);
      return { before, after: scripts };
    });
  },
});
