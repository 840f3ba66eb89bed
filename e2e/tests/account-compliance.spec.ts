import { expect, test, type APIRequestContext } from '@playwright/test';
import { site } from './helpers';
import { ADMIN_TOKEN } from './templates-support';

// Issue 10 §7: the footer's responsible-gaming line is the site's compliance data (startup), never hard-coded.

interface Compliance {
  min_age: number;
  rg_tagline: Record<string, string>;
  rg_helpline: string;
}

async function compliance(request: APIRequestContext, domain: string): Promise<Compliance> {
  const res = await request.post(site(null, '/api/startup'), { data: { domain_name: domain } });
  return ((await res.json()) as { value: { compliance: Compliance } }).value.compliance;
}

test('the footer shows the site’s minimum age, its tagline in the page’s language and its helpline', async ({
  page,
  request,
}) => {
  const slot3 = await compliance(request, 'slot3.localhost');
  const generic = await compliance(request, 'localhost');
  expect(slot3.min_age).not.toBe(generic.min_age);
  await page.goto(site('slot3', '/'));
  const footer = page.locator('footer').last();
  await expect(footer.getByTestId('rg-tagline')).toHaveText(slot3.rg_tagline.EN!);
  await expect(footer.getByText(`${slot3.min_age}+`, { exact: true })).toBeVisible();
  await expect(footer.getByTestId('rg-helpline').getByRole('link')).toHaveText(slot3.rg_helpline);
  await page.getByTestId('language-switcher').first().selectOption('CN');
  await expect(footer.getByTestId('rg-tagline')).toHaveText(slot3.rg_tagline.CN!);
  await page.goto(site(null, '/'));
  await expect(page.locator('footer').last().getByTestId('rg-tagline')).toHaveText(generic.rg_tagline.EN!);
  await expect(page.locator('footer').last().getByText(`${generic.min_age}+`, { exact: true })).toBeVisible();
});

test('a tagline the operator changes is what the footer shows on the next visit', async ({
  page,
  request,
}) => {
  const before = await compliance(request, 'casino7.localhost');
  const set = (rg_tagline: Record<string, string>) =>
    request.post(site(null, '/api/operator/site_compliance'), {
      headers: { 'x-admin-token': ADMIN_TOKEN },
      data: { domain_name: 'casino7.localhost', rg_tagline },
    });
  const mine = {
    EN: 'Set your limits before you play.',
    PHP: 'Magtakda ng limitasyon.',
    CN: '游戏前请设定限额。',
  };
  expect((await set(mine)).ok()).toBe(true);
  try {
    await page.goto(site('casino7', '/'));
    await expect(page.locator('footer').last().getByTestId('rg-tagline')).toHaveText(mine.EN);
  } finally {
    await set({ EN: before.rg_tagline.EN!, PHP: before.rg_tagline.PHP!, CN: before.rg_tagline.CN! });
  }
});
