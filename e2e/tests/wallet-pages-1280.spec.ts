import { expect, test } from '@playwright/test';
import { signInOnPage, site } from './helpers';
import { seriousViolations, sidewaysOverflow } from './templates-support';
import { WALLET_PAGES, WALLET_TEMPLATES } from './wallet-support';

// Every wallet page of issue 11 on three templates at 1280 px: drawn from data, no sideways scroll, no serious
// or critical axe violation. demo1 is only read here.

for (const code of WALLET_TEMPLATES) {
  test(`wallet pages on ${code} at 1280 px: no sideways scroll, no serious axe violation`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(site(code, '/login'));
    await signInOnPage(page);
    await expect(page.getByTestId('account-id')).toHaveText('demo1');
    const problems: string[] = [];
    for (const [path, ready] of WALLET_PAGES) {
      await page.goto(site(code, path));
      await expect(page.getByTestId(ready)).toBeVisible();
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      const over = await sidewaysOverflow(page);
      if (over > 0) problems.push(`${path}: ${over} px sideways`);
      for (const v of await seriousViolations(page)) problems.push(`${path}: ${v}`);
    }
    expect(problems).toEqual([]);
  });
}
