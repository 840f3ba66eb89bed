import { DESIGNED_CALLS, THEME_COLORS, isThemeCode } from '@site/shared';
import { defineCall } from '../types';
import { fail, ok } from '../envelope';
import { readAudit } from '../domain/audit';
import { mintPreviewToken } from '../../security/preview-token';

/** The operator audit trail, newest first (issue 9 §10). Reading it is itself an audited operator call. */
export const operatorAudit = defineCall(DESIGNED_CALLS.operatorAudit, {
  admin: true,
  async handle({ db, body }) {
    const { items, total } = await readAudit(db, {
      action: body.action,
      since: body.date_from,
      until: body.date_to,
      page: body.page,
      pageSize: body.page_size,
    });
    return ok({ items, total, page: body.page, page_size: body.page_size });
  },
});

/**
 * Mints a template preview token for one site, template and colour (issue 9 §2): the link an operator opens
 * to look at the site in another template before switching. The admin token never goes into a page.
 */
export const operatorPreviewToken = defineCall(DESIGNED_CALLS.operatorPreviewToken, {
  admin: true,
  async handle(ctx) {
    const { body, site, config, origin } = ctx;
    if (!site) return fail('siteNotFound', 'domain_name: no such site');
    if (!isThemeCode(body.theme_code)) return fail('invalidInput', 'theme_code: not a template');
    if (!(THEME_COLORS[body.theme_code] as readonly string[]).includes(body.theme_color))
      return fail('invalidInput', `theme_color: ${body.theme_code} has no colour ${body.theme_color}`);
    const exp = Math.floor(Date.now() / 1000) + body.minutes * 60;
    const token = mintPreviewToken(config.adminToken!, {
      site: site.domain_name,
      theme_code: body.theme_code,
      theme_color: body.theme_color,
      exp,
    });
    const expires_at = new Date(exp * 1000).toISOString();
    ctx.audit = {
      target: `site:${site.domain_name}`,
      after: { theme_code: body.theme_code, theme_color: body.theme_color, expires_at },
    };
    const url = new URL(origin);
    url.hostname = site.domain_name;
    url.pathname = '/';
    url.search = new URLSearchParams({ preview: token }).toString();
    return ok({ token, expires_at, url: url.toString() });
  },
});
