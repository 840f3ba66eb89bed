import { z } from 'zod';
import { checkImage, MAX_IMAGE_BYTES, storeImage } from '../api/domain/site-images';
import { ConsoleError } from './errors';
import { route } from './route';
import { changeSite } from './site-settings';

/**
 * An image uploaded for one of a site's logos (docs/console.md "Sites"): the file's bytes as base64, checked by
 * `checkImage` (PNG, JPEG or WebP by their first bytes, up to 512 KiB; a refusal names `data`), stored once per
 * content and set as the logo in one transaction with its `sites.logos` audit row — the answer is the site's
 * settings, the logo now `/images/<sha256>.<ext>`, which the player server serves.
 */
export const uploadLogo = route({
  method: 'POST',
  path: '/sites/:domain/logo-image',
  access: 'sites.change',
  // base64 is 4/3 of the bytes, plus the rest of the body
  bodyLimit: Math.ceil((MAX_IMAGE_BYTES * 4) / 3) + 4096,
  body: z.object({ slot: z.enum(['logo1', 'logo2', 'logo3']), data: z.string() }).strict(),
  async handle(ctx) {
    const checked = checkImage(ctx.body.data);
    if (!checked.ok) throw new ConsoleError(400, 'invalidInput', `data: ${checked.refusal.reason}`);
    return changeSite(ctx, 'logos', async (q, site) => {
      const path = await storeImage(q, checked.bytes, checked.type);
      await q.query(`UPDATE sites SET ${ctx.body.slot} = $2 WHERE id = $1`, [site.id, path]);
    });
  },
});
