import { expect, test, type Locator } from '@playwright/test';
import { THEME_CODES } from '@site/shared';
import { newPlayer, seedSession, site } from './helpers';
import { PHONE } from './touch-targets';

/**
 * A signed-in player's header on a phone (docs/shell.md "The account area on phones"): the account is a round
 * badge of the account id's first character, named by the id; logging out is in the menu; the header's controls
 * stay on one line. Before, a 15-character id and a "Log out" button beside the menu button
 * and the inbox wrapped the header onto two or three lines and left two letters of the site's name.
 */

test.use({ viewport: PHONE });

/** The vertical centre of a box. */
async function middle(l: Locator): Promise<number> {
  const box = (await l.boundingBox())!;
  return box.y + box.height / 2;
}

const FAMILIES: [string, readonly string[]][] = [
  ['casino', THEME_CODES.filter((c) => c.startsWith('casino'))],
  ['slot and sportsbook', THEME_CODES.filter((c) => !c.startsWith('casino'))],
];

for (const [family, codes] of FAMILIES)
  test(`every ${family} template: a phone's header holds the account badge, the inbox and the site's mark on one line`, async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    for (const code of codes)
      await test.step(code, async () => {
        const p = await newPlayer(request, code);
        await seedSession(page, code, p);
        await page.goto(site(code, '/account'));
        const header = page.locator('header').first();
        const badge = header.getByTestId('account-id');
        await expect(badge).toBeVisible();
        // a 44 px round badge with the id's first character, the id its accessible name
        await expect(header.getByRole('link', { name: p.account_id, exact: true })).toBeVisible();
        const box = (await badge.boundingBox())!;
        expect([Math.round(box.width), Math.round(box.height)]).toEqual([44, 44]);
        expect(await badge.evaluate((el) => getComputedStyle(el, '::before').content)).toBe(
          `"${p.account_id.charAt(0).toUpperCase()}" / ""`,
        );
        await expect(header.getByRole('button', { name: 'Log out' })).toBeHidden();
        // one line: the inbox, the badge and the menu button (where the header has it) share a centre
        const at = await middle(badge);
        expect(Math.abs((await middle(header.getByTestId('inbox-badge'))) - at)).toBeLessThan(6);
        const menu = header.getByTestId('menu-toggle');
        if (await menu.isVisible()) expect(Math.abs((await middle(menu)) - at)).toBeLessThan(6);
        // nothing of the page is wider than the phone
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
          PHONE.width,
        );
      });
  });

test('on a phone, a signed-in player logs out from the menu, which shows the whole account area', async ({
  page,
  request,
}) => {
  const p = await newPlayer(request, 'casino1');
  await seedSession(page, 'casino1', p);
  await page.goto(site('casino1', '/account'));
  await expect(page.locator('header').getByTestId('account-id')).toBeVisible();
  await page.getByTestId('menu-toggle').first().click();
  const menu = page.getByTestId('mobile-menu');
  await expect(menu.getByTestId('account-id')).toHaveText(p.account_id);
  await menu.getByRole('button', { name: 'Log out' }).click();
  await expect(page.getByTestId('account-id')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Log in' }).first()).toBeVisible();
});

test("every template at 320 px, as a guest: the header's logo shows its name with room to read it, or its emblem alone", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 320, height: 640 });
  const stubs: string[] = [];
  let hidden = 0;
  for (const code of THEME_CODES)
    await test.step(code, async () => {
      await page.goto(site(code, '/'));
      const logo = page.locator('header').first().getByTestId('site-logo').first();
      await expect(logo).toBeVisible();
      await expect(logo).toHaveAccessibleName(/\S/);
      await page.evaluate(() => document.fonts.ready);
      const name = await logo.locator(':scope > span').evaluate((el) => ({
        shown: el.checkVisibility(),
        width: el.clientWidth,
        cut: el.scrollWidth > el.clientWidth + 1,
        em: parseFloat(getComputedStyle(el).fontSize),
      }));
      if (!name.shown) hidden++;
      // a name cut to a stub ("G…", "RO…") is not drawn
      else if (name.cut && name.width < 4 * name.em) stubs.push(`${code}: ${name.width} px`);
    });
  expect(stubs).toEqual([]);
  // the rule is in force here: at 320 px most templates have no room for their name beside Log in and Sign up
  expect(hidden).toBeGreaterThan(0);
});
