import { expect, test } from '@playwright/test';
import { cmsReady, url, writeCms } from './templates-content-support';

/** Issue 15 §2: operator HTML written through the operator API runs nothing in the page; the rest shows. */
const HOSTILE = [
  '<h2>Safe heading</h2>',
  '<p>Visible paragraph.</p>',
  '<img src=x onerror="window.__pwned=1">',
  '<script>window.__pwned=2</script>',
  '<p><a href="javascript:window.__pwned=3">Click me</a></p>',
  '<svg><script>window.__pwned=4</script><circle r="1" onload="window.__pwned=5"/></svg>',
  '<iframe src="javascript:parent.__pwned=6"></iframe>',
  '<div style="position:fixed;inset:0;background:red" id="overlay">Overlay</div>',
  '<form action="https://evil.example"><input name="password"></form>',
  '<p><a href="https://example.org/help">Help centre</a></p>',
].join('');

test.describe.configure({ timeout: 60_000 });

test('a hostile CMS body runs no script in Chromium and the rest of the body still shows', async ({
  page,
  request,
}) => {
  const dialogs: string[] = [];
  page.on('dialog', (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });
  await writeCms(request, 'casino6', { key: 'privacy_policy', status: true, en_body: HOSTILE });
  await page.goto(url('casino6', '/privacy-policy'));
  await cmsReady(page);
  const body = page.getByTestId('cms-body');
  await expect(body.getByRole('heading', { name: 'Safe heading' })).toBeVisible();
  await expect(body.getByText('Visible paragraph.')).toBeVisible();
  await expect(body.getByText('Overlay')).toBeVisible();
  // The javascript: link lost its URL; the other origin opens in a new tab without opener.
  await body.getByText('Click me').click();
  const help = body.getByRole('link', { name: 'Help centre' });
  await expect(help).toHaveAttribute('rel', 'noopener noreferrer');
  await expect(help).toHaveAttribute('target', '_blank');
  // Nothing executable reached the DOM, and nothing ran.
  expect(await body.locator('script, iframe, form, input, svg, [onerror], [onload], [style]').count()).toBe(
    0,
  );
  expect(await body.locator('a[href^="javascript"]').count()).toBe(0);
  // The image's load has failed (its onerror would have run by now, had it been kept).
  await body
    .locator('img')
    .evaluate((img: HTMLImageElement) =>
      img.complete ? null : new Promise((r) => img.addEventListener('error', r, { once: true })),
    );
  expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
  expect(dialogs).toEqual([]);
});
