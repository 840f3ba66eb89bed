import { expect, test, type Page } from '@playwright/test';
import { site } from './helpers';
import { homeReady } from './templates-support';

/**
 * The home's promotions carousel (casino1, template1: the site's promotions, at least three) turns by itself every six
 * seconds, and, as WCAG 2.2.2 asks of content that moves by itself, a player can stop it; it also holds still
 * under the pointer and while focus is inside it, and announces slides only when it is not turning by itself.
 * The page's clock is Playwright's, run forward instead of waited for.
 */

test.use({ reducedMotion: 'no-preference' });

const SLIDE_MS = 6000;

/** Pauses the page's clock a moment ahead of its time now (a busy machine's round trip can pass a short margin). */
async function pauseSoon(page: Page) {
  for (let ahead = 1000; ; ahead *= 2) {
    try {
      return await page.clock.pauseAt((await page.evaluate(() => Date.now())) + ahead);
    } catch (error) {
      if (ahead >= 16_000) throw error;
    }
  }
}

async function open(page: Page) {
  await page.clock.install();
  await page.goto(site(null, '/'));
  await homeReady(page, 'template1');
  // from here on the page's timers fire only as the test runs the clock forward (a loaded machine may have taken
  // longer than a slide to draw the home, so the slide it shows now is read, not assumed)
  await pauseSoon(page);
  const carousel = page.locator('[data-section="banner"]');
  const slide = carousel.getByRole('group');
  const [now, total] = ((await slide.getAttribute('aria-label'))?.match(/^Slide (\d+) of (\d+)$/) ?? [])
    .slice(1)
    .map(Number);
  expect(total).toBeGreaterThanOrEqual(3);
  /** The label of the slide `k` after the one shown when the test began (wrapping). */
  const at = (k: number) => `Slide ${((now! - 1 + k) % total!) + 1} of ${total}`;
  await expect(slide).toHaveAttribute('aria-label', at(0));
  return { carousel, slide, title: slide.locator('h2'), at };
}

/** Pointer and focus away from the carousel, so only the player's stop can hold it. */
async function leave(page: Page) {
  await page.mouse.move(5, 5);
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
}

test('the carousel turns by itself, silently for screen readers, and stops and starts again with its button', async ({
  page,
}) => {
  const { carousel, slide, title, at } = await open(page);
  const first = await title.textContent();
  await expect(slide).toHaveAttribute('aria-live', 'off');
  await page.clock.runFor(SLIDE_MS + 100);
  await expect(slide).toHaveAttribute('aria-label', at(1));
  await expect(title).not.toHaveText(first ?? '');

  await carousel.getByRole('button', { name: 'Stop the slides' }).click();
  await leave(page);
  await page.clock.runFor(3 * SLIDE_MS);
  await expect(slide).toHaveAttribute('aria-label', at(1));
  await expect(slide).toHaveAttribute('aria-live', 'polite');
  // the arrows still work while it is stopped
  await carousel.getByRole('button', { name: 'Next' }).click();
  await expect(slide).toHaveAttribute('aria-label', at(2));

  await carousel.getByRole('button', { name: 'Start the slides' }).click();
  await leave(page);
  await page.clock.runFor(SLIDE_MS + 100);
  await expect(slide).toHaveAttribute('aria-label', at(3));
  await expect(slide).toHaveAttribute('aria-live', 'off');
});

test('the carousel holds still while the pointer is over it or focus is inside it', async ({ page }) => {
  const { carousel, slide, at } = await open(page);
  await carousel.hover();
  await page.clock.runFor(2 * SLIDE_MS);
  await expect(slide).toHaveAttribute('aria-label', at(0));
  await expect(slide).toHaveAttribute('aria-live', 'polite');

  await carousel.getByRole('button', { name: 'Next' }).focus();
  await page.mouse.move(5, 5);
  await page.clock.runFor(2 * SLIDE_MS);
  await expect(slide).toHaveAttribute('aria-label', at(0));

  await leave(page);
  await page.clock.runFor(SLIDE_MS + 100);
  await expect(slide).toHaveAttribute('aria-label', at(1));
});

test('under reduced motion the carousel does not turn and has no stop button', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const { carousel, slide, at } = await open(page);
  await expect(carousel.getByRole('button', { name: 'Next' })).toBeVisible();
  await expect(carousel.getByRole('button', { name: 'Stop the slides' })).toHaveCount(0);
  await page.clock.runFor(2 * SLIDE_MS);
  await expect(slide).toHaveAttribute('aria-label', at(0));
  await expect(slide).toHaveAttribute('aria-live', 'polite');
});
