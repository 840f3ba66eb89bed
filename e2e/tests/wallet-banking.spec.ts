import { expect, test } from '@playwright/test';
import { site } from './helpers';
import { call } from './wallet-support';
import { processingPhrase } from '../../remotes/wallet/src/features/banking/processing';
import { bankingMessages } from '../../remotes/wallet/src/i18n/banking';

/** The EN text /banking shows for a measured median (the remote's own phrase rule and messages). */
function takesText(seconds: number | null): string {
  const p = processingPhrase(seconds);
  return bankingMessages.EN![p.key]!.replace('{{count}}', String(p.count));
}

// /banking (issue 11): the site's methods with limits from the API and the operator's banking block by language.

test.describe('banking (wallet remote)', () => {
  test.describe.configure({ timeout: 90_000 });
  test('/banking is public: a guest sees the methods before signing up (the footer links it for everyone)', async ({
    page,
  }) => {
    await page.goto(site('casino1', '/banking'));
    await expect(page.getByTestId('banking-methods')).toBeVisible();
    await expect(page).toHaveURL(site('casino1', '/banking'));
  });

  test('methods and limits come from the API; the banking block follows the language', async ({
    page,
    request,
  }) => {
    const info = await call<{ min_withdrawal: number; max_deposit: number }>(
      request,
      'casino2',
      '/api/settings/siteinfodetail',
      {},
    );
    const options = await call<{ name: string }[]>(request, 'casino2', '/api/wallet/bank_options', {});
    const cms = await call<{ key: string; en_body: string; local_body: string }[]>(
      request,
      'casino2',
      '/api/content/cms',
      { key: 'banking' },
    );
    const times = await call<{ kind: string; method: string; median_seconds: number | null }[]>(
      request,
      'casino2',
      '/api/wallet/processing_times',
      {},
    );
    const measured = (kind: string, method: string) =>
      times.value.find((x) => x.kind === kind && x.method === method)?.median_seconds ?? null;
    await page.goto(site('casino2', '/banking'));
    const table = page.getByTestId('banking-methods');
    await expect(table.locator('tbody tr')).toHaveCount(3 + options.value.length);
    // how long each takes is measured from the site's own approvals (processing_times), never a promise
    await expect(table.getByRole('row', { name: /GCash Deposit/ })).toContainText(
      takesText(measured('deposit', 'gcash')),
    );
    await expect(table.getByRole('row', { name: /BDO Unibank/ })).toContainText(
      takesText(measured('withdrawal', '')),
    );
    await expect(table.getByRole('row', { name: /BDO Unibank/ })).toContainText(
      `PHP ${(info.value.min_withdrawal / 100).toFixed(2)}`,
    );
    await expect(table.getByRole('row', { name: /GCash Deposit/ })).toContainText(
      `PHP ${(info.value.max_deposit / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`,
    );
    const en = cms.value[0]!.en_body.replace(/<[^>]+>/g, ' ').match(/— ([^<]+?) information/)![1]!;
    await expect(page.getByTestId('banking-cms')).toContainText(en);
    await page.getByLabel('Language').first().selectOption('PHP');
    // the local body's first sentence, from the API (the page shows the local body in PHP)
    const local = cms.value[0]!.local_body.replace(/<[^>]+>/g, ' ')
      .replace(/\s+/g, ' ')
      .trim()
      .split('.')[0]!;
    await expect(page.getByTestId('banking-cms')).toContainText(local);
    await expect(page.getByTestId('banking-cms').locator('script')).toHaveCount(0);
  });
});
