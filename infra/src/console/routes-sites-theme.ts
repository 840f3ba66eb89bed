import { z } from 'zod';
import { THEME_COLORS, validateTheme } from '@site/shared';
import { mintPreviewToken, PREVIEW_DEFAULT_MINUTES, PREVIEW_MAX_MINUTES } from '../security/preview-token';
import { consoleAudit } from './audit';
import { ConsoleError } from './errors';
import { route } from './route';
import { playerSiteUrl, siteOf } from './site-common';
import { changeSite } from './site-settings';

/**
 * A site's theme (template code × colour) and the signed link that previews another one, both checked by the
 * player site's own rule (`validateTheme`, SPEC §5).
 */

/** SPEC §5 (the player site's own check, `validateTheme`): a known template, a colour of that template. */
function checkTheme(code: string, color: string) {
  const check = validateTheme(code, color);
  if (check.ok) return check;
  throw new ConsoleError(
    400,
    'invalidInput',
    check.message === 'Invalid theme code'
      ? `theme_code: ${check.message} (casino1-7, slot1-7, sportsbook1)`
      : `theme_color: ${check.message} (${code} has ${THEME_COLORS[code as keyof typeof THEME_COLORS].join(', ')})`,
  );
}

const themeBody = z.object({ theme_code: z.string().trim().max(32), theme_color: z.string().trim().max(32) });

export const setTheme = route({
  method: 'POST',
  path: '/sites/:domain/theme',
  access: 'sites.change',
  body: themeBody,
  async handle(ctx) {
    const { code, color } = checkTheme(ctx.body.theme_code, ctx.body.theme_color);
    return changeSite(ctx, 'theme', async (q, site) => {
      await q.query('UPDATE sites SET theme_code = $2, theme_color = $3 WHERE id = $1', [
        site.id,
        code,
        color,
      ]);
    });
  },
});

/**
 * A signed template preview link (the operator API's `preview_token`, issue 9 §2): the site in that template ×
 * colour for whoever opens it, until it expires; nothing changes for anyone else.
 */
export const previewLink = route({
  method: 'POST',
  path: '/sites/:domain/preview',
  access: 'sites.change',
  body: themeBody.extend({
    minutes: z.number().int().min(1).max(PREVIEW_MAX_MINUTES).default(PREVIEW_DEFAULT_MINUTES),
  }),
  async handle(ctx) {
    const { code, color } = checkTheme(ctx.body.theme_code, ctx.body.theme_color);
    const site = await siteOf(ctx.db, ctx.params.domain);
    const key = ctx.config.adminToken;
    if (!key)
      throw new ConsoleError(
        503,
        'previewUnavailable',
        'preview links are signed with a key derived from ADMIN_TOKEN, which is not set',
      );
    const exp = Math.floor(ctx.now / 1000) + ctx.body.minutes * 60;
    const token = mintPreviewToken(key, {
      site: site.domain_name,
      theme_code: code,
      theme_color: color,
      exp,
    });
    const expires_at = new Date(exp * 1000).toISOString();
    await consoleAudit(ctx.db, ctx.actor, {
      action: 'sites.preview_link',
      target: `site:${site.domain_name}`,
      after: { theme_code: code, theme_color: color, expires_at },
    });
    const url = playerSiteUrl(ctx.config, site.domain_name, `/?${new URLSearchParams({ preview: token })}`);
    return { token, url, expires_at };
  },
});
