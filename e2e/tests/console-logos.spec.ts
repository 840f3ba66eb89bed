import { expect, test } from '@playwright/test';
import { CONSOLE_URL, consoleCall, newStaff, signInPage } from './console-support';
import { site } from './helpers';

// A site's logos uploaded as images in the console (docs/console.md "Sites"): the file's bytes decide its type, it is
// saved as the logo at once, and the player site serves it. On slot6.localhost, whose logos no other test reads;
// they are put back in `finally`.

test('a logo uploaded as an image is saved at once and shown in the player site’s header; an SVG is refused', async ({
  page,
}) => {
  const owner = await newStaff(null, 'owner');
  await signInPage(page, owner);
  const before = (
    await consoleCall<{ logo1: string; logo2: string; logo3: string }>(owner, 'GET', '/sites/slot6.localhost')
  ).body;
  try {
    await page.goto(`${CONSOLE_URL}/sites?site=slot6.localhost`);
    const card = page.getByTestId('logos-card');
    // an SVG (a document that can carry script) is refused by its bytes, and nothing is saved
    await card.getByTestId('logo1-file').setInputFiles({
      name: 'logo.png',
      mimeType: 'image/png',
      buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><rect width="9" height="9"/></svg>'),
    });
    await expect(card.getByRole('alert')).toHaveText('Choose a PNG, JPEG or WebP image of at most 512 KB.');
    await expect(card.getByTestId('logo1')).toHaveValue(before.logo1);
    // a PNG the browser draws: saved as the logo at once, its address in the field
    const png = await page.evaluate(async () => {
      const canvas = new OffscreenCanvas(120, 40);
      const g = canvas.getContext('2d')!;
      g.fillStyle = '#e0b040';
      g.fillRect(0, 0, 120, 40);
      const bytes = new Uint8Array(await (await canvas.convertToBlob({ type: 'image/png' })).arrayBuffer());
      return btoa(Array.from(bytes, (b) => String.fromCharCode(b)).join(''));
    });
    await card.getByTestId('logo1-file').setInputFiles({
      name: 'logo.png',
      mimeType: 'image/png',
      buffer: Buffer.from(png, 'base64'),
    });
    await expect(
      page.getByTestId('toast').filter({ hasText: 'Logo (header): image uploaded and saved.' }),
    ).toBeVisible();
    await expect(card.getByTestId('logo1')).toHaveValue(/^\/images\/[0-9a-f]{64}\.png$/);
    await expect(card.getByRole('alert')).toHaveCount(0);
    const address = await card.getByTestId('logo1').inputValue();

    // the player site's header shows it, loaded (its own origin: the page's policy allows it)
    const player = await page.context().newPage();
    await player.goto(site('slot6', '/'));
    const img = player.getByTestId('site-logo').first().locator(`img[src="${address}"]`);
    await expect(img).toBeVisible();
    expect(await img.evaluate((i: HTMLImageElement) => i.naturalWidth)).toBe(120);
  } finally {
    const { logo1, logo2, logo3 } = before;
    const put = await consoleCall(owner, 'POST', '/sites/slot6.localhost/logos', { logo1, logo2, logo3 });
    expect(put.status, 'restore logos').toBe(200);
  }
});
