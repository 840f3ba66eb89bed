import { expect, test } from '@playwright/test';
import { CODES, homeReady, siteUrl, templateOf, watchErrors } from './templates-support';

test.describe('templates remote (issue 5)', () => {
  test('each <theme_code>.localhost renders its own layout and home page with no console error', async ({
    page,
  }) => {
    test.setTimeout(240_000);
    const errors = watchErrors(page);
    await page.setViewportSize({ width: 1280, height: 800 });
    const seen = new Set<string>();
    const shots: { code: string; png: string }[] = [];
    for (const code of CODES) {
      const template = templateOf(code);
      await page.goto(siteUrl(code));
      await homeReady(page, template);
      // The page structure (sections in order, header landmarks) differs between templates.
      const structure = await page.evaluate(() =>
        [...document.querySelectorAll('[data-layout] header, [data-layout] aside, [data-section]')]
          .map((e) => e.getAttribute('data-section') ?? e.tagName)
          .join('>'),
      );
      expect(seen.has(structure), `${code} has the same structure as another template: ${structure}`).toBe(
        false,
      );
      seen.add(structure);
      shots.push({ code, png: (await page.screenshot()).toString('base64') });
    }
    expect(errors).toEqual([]);
    // No pair of home pages is pixel-alike: at 1280 px every pair differs in at least 10% of its pixels.
    const alike = await page.evaluate(async (list) => {
      const W = 320;
      const H = 200;
      const load = (b64: string) =>
        new Promise<Uint8ClampedArray>((resolve, reject) => {
          const img = new Image();
          img.onload = () => {
            const c = document.createElement('canvas');
            c.width = W;
            c.height = H;
            const g = c.getContext('2d');
            if (!g) return reject(new Error('no 2d context'));
            g.drawImage(img, 0, 0, W, H);
            resolve(g.getImageData(0, 0, W, H).data);
          };
          img.onerror = () => reject(new Error('image did not load'));
          img.src = `data:image/png;base64,${b64}`;
        });
      const pixels = await Promise.all(list.map((x) => load(x.png)));
      const out: string[] = [];
      for (let i = 0; i < pixels.length; i++)
        for (let j = i + 1; j < pixels.length; j++) {
          const a = pixels[i] as Uint8ClampedArray;
          const b = pixels[j] as Uint8ClampedArray;
          let differ = 0;
          for (let k = 0; k < a.length; k += 4) {
            const d =
              Math.abs(a[k]! - b[k]!) + Math.abs(a[k + 1]! - b[k + 1]!) + Math.abs(a[k + 2]! - b[k + 2]!);
            if (d > 48) differ++;
          }
          const ratio = differ / (W * H);
          if (ratio < 0.1)
            out.push(`${list[i]!.code} ~ ${list[j]!.code}: ${(ratio * 100).toFixed(1)}% of pixels differ`);
        }
      return out;
    }, shots);
    expect(alike).toEqual([]);
  });
  // At 375 px: no sideways scroll and the mobile menu of every template: templates-matrix.spec.ts.
});
