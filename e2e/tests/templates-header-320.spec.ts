import { expect, test } from '@playwright/test';
import { CODES, homeReady, sidewaysOverflow, siteUrl, templateOf } from './templates-support';

/**
 * The header fits a 320 px phone in the language with the longest guest buttons (Filipino: "Mag-log in",
 * "Mag-sign up") on every template: no sideways scroll, and the logo (emblem and name) never lies under the
 * Log in or Sign up button.
 */
test.use({ reducedMotion: 'reduce', viewport: { width: 320, height: 700 } });
test.describe.configure({ mode: 'parallel' });

type Box = { x: number; y: number; width: number; height: number };
const overlap = (a: Box, b: Box) =>
  Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x) > 0.5 &&
  Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y) > 0.5;

for (const code of CODES) {
  test(`${code}: the header fits 320 px in Filipino`, async ({ page, context }) => {
    await context.addCookies([{ name: 'i18n_lang', value: 'PHP', url: siteUrl(code) }]);
    await page.goto(siteUrl(code));
    await homeReady(page, templateOf(code));
    await page.evaluate(() => document.fonts.ready);
    const header = page.locator('header').first();
    const logo = header.getByTestId('site-logo');
    const login = header.getByRole('button', { name: 'Mag-log in' });
    const signup = header
      .getByRole('button', { name: 'Mag-sign up' })
      .or(header.getByRole('link', { name: 'Mag-sign up' }));
    await expect(login).toBeVisible();
    await expect(signup).toBeVisible();
    expect(await sidewaysOverflow(page), 'sideways scroll').toBe(0);
    // the logo's parts as drawn (an emblem wider than a shrunken link box is drawn beyond it); a logo with no
    // room left at all gives way (hidden), and then has nothing to overlap
    const parts = await logo.evaluate((el) =>
      (el as HTMLElement).hidden
        ? []
        : [el, ...Array.from(el.children)]
            .filter((c) => !(c as HTMLElement).hidden)
            .map((c) => c.getBoundingClientRect().toJSON() as Box),
    );
    for (const button of [login, signup]) {
      const b = (await button.boundingBox()) as Box;
      expect(b.x + b.width, 'the button is not clipped').toBeLessThanOrEqual(320);
      for (const p of parts)
        expect(overlap(p, b), `logo part ${JSON.stringify(p)} vs ${JSON.stringify(b)}`).toBe(false);
    }
  });
}
