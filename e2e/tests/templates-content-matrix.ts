import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { seriousViolations, sidewaysOverflow } from './templates-support';
import { CMS_PAGES, contentReady, url, setLanguageCookie } from './templates-content-support';

type Ctx = { page: Page; context: BrowserContext };

/** One page in EN and CN at 1280 and 375 px: its content shows, no sideways scroll, no serious axe violation. */
async function checkPage({ page, context }: Ctx, sub: string, path: string, problems: string[]) {
  for (const lang of ['EN', 'CN'] as const) {
    await setLanguageCookie(context, sub, lang);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(url(sub, path));
    await contentReady(page);
    await expect(page.locator('html')).toHaveAttribute('lang', lang === 'CN' ? /^zh/ : /^en/);
    const faq = page.getByTestId('faq-list').getByRole('button').first();
    if (await faq.count()) await faq.click();
    for (const width of [1280, 375]) {
      if (width !== 1280) {
        await page.setViewportSize({ width, height: 800 });
        await page.evaluate(() => new Promise(requestAnimationFrame));
      }
      const overflow = await sidewaysOverflow(page);
      if (overflow > 0) problems.push(`${path} ${lang}@${width}: scrolls sideways by ${overflow}px`);
      for (const v of await seriousViolations(page)) problems.push(`${path} ${lang}@${width}: ${v}`);
    }
  }
}

/**
 * One template's content pages in EN and CN at 1280 and 375 px: the content shows, no sideways scroll, no
 * serious or critical axe violation. One spec file per template family keeps each file short. `oneTest`: all
 * the pages in one test (one browser context, cheaper than a test per page).
 */
export function contentMatrix(
  sub: string,
  paths: readonly string[] = CMS_PAGES.map(([p]) => p),
  { oneTest = false }: { oneTest?: boolean } = {},
) {
  test.use({ reducedMotion: 'reduce' });
  if (oneTest) {
    test(`${sub} ${paths.join(' ')}: EN and CN at 1280 and 375 px, axe clean, no sideways scroll`, async ({
      page,
      context,
    }) => {
      test.setTimeout(60_000 + 40_000 * paths.length);
      const problems: string[] = [];
      for (const path of paths) await checkPage({ page, context }, sub, path, problems);
      expect(problems, problems.join('\n')).toEqual([]);
    });
    return;
  }
  test.describe.configure({ mode: 'parallel' });
  for (const path of paths)
    test(`${sub} ${path}: EN and CN at 1280 and 375 px, axe clean, no sideways scroll`, async ({
      page,
      context,
    }) => {
      test.setTimeout(120_000);
      const problems: string[] = [];
      await checkPage({ page, context }, sub, path, problems);
      expect(problems, problems.join('\n')).toEqual([]);
    });
}
