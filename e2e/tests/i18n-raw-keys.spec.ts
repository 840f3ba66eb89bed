import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { site } from './helpers';

/**
 * Issue 16: no raw message key is ever painted, not even for a frame while a remote's messages load. Every text
 * node the page ever shows (a MutationObserver from before the first script) is checked against the message keys
 * of every namespace (the EN files of the host, `@site/shared` and the remotes; a key whose English text is the
 * key itself, like a brand name, does not count).
 */
const ROOT = path.resolve(import.meta.dirname, '../..');
function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = path.join(dir, f);
    return statSync(p).isDirectory()
      ? filesUnder(p)
      : /\.(ts|json)$/.test(f) && !f.includes('.test.')
        ? [p]
        : [];
  });
}
const KEYS = new Set<string>();
const dirs = [
  'shared/src/i18n',
  ...readdirSync(path.join(ROOT, 'remotes')).map((r) => `remotes/${r}/src/i18n`),
];
for (const d of dirs) {
  const dir = path.join(ROOT, d);
  try {
    statSync(dir);
  } catch {
    continue;
  }
  for (const f of filesUnder(dir))
    for (const m of readFileSync(f, 'utf8').matchAll(/["']?([A-Za-z_][\w]*)["']?\s*:\s*["'`]([^"'`]*)["'`]/g))
      if (m[1] !== m[2] && m[1]!.length > 3) KEYS.add(m[1]!);
}

async function watchText(page: Page) {
  await page.addInitScript(() => {
    const seen = new Set<string>();
    (window as unknown as { __painted: Set<string> }).__painted = seen;
    const note = (n: Node) => {
      const t = (n.textContent ?? '').trim();
      if (t && !/\s/.test(t) && t.length < 60) seen.add(t);
    };
    new MutationObserver((ms) => {
      for (const m of ms) {
        if (m.type === 'characterData') note(m.target);
        m.addedNodes.forEach((n) => {
          if (n.nodeType === Node.TEXT_NODE) return note(n);
          const w = document.createTreeWalker(n, NodeFilter.SHOW_TEXT);
          while (w.nextNode()) note(w.currentNode);
        });
      }
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
}
const rawKeys = async (page: Page) =>
  (await page.evaluate(() => [...(window as unknown as { __painted: Set<string> }).__painted])).filter((t) =>
    KEYS.has(t),
  );

test('the key set is read (the check can fail)', () => {
  expect(KEYS.has('taglineCasino')).toBe(true);
  expect(KEYS.size).toBeGreaterThan(300);
});

for (const code of ['casino1', 'slot2', 'sportsbook1'])
  test(`no raw message key is ever painted while the ${code} home page loads`, async ({ page }) => {
    await watchText(page);
    await page.goto(site(code, '/'));
    await expect(page.locator('footer').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await rawKeys(page)).toEqual([]);
  });

test('no raw message key is ever painted on the way to /login, /register and /sports', async ({ page }) => {
  await watchText(page);
  for (const p of ['/login', '/register', '/sports']) {
    await page.goto(site('sportsbook1', p));
    await expect(page.locator('main').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
  }
  expect(await rawKeys(page)).toEqual([]);
});

test('no raw message key is ever painted on /playnow, whose suggested games show the lobby tiles on a first load', async ({
  page,
}) => {
  await watchText(page);
  await page.goto(site('casino1', '/playnow'));
  const hot = page.getByTestId('playnow-hot');
  await expect(hot.locator('[data-game]').first()).toBeVisible();
  await expect(hot.getByText('Hot', { exact: true }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await rawKeys(page)).toEqual([]);
});
