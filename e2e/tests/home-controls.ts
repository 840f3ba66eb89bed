import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { templateOf, type ThemeCode } from '@site/shared';
import { site } from './helpers';
import { homeReady, siteUrl } from './templates-support';

/**
 * "Every control on a home page does something; nothing else looks like one" (issue 8 §9), one test per
 * template: each link and button of the home page is used and must do something a player can see —
 * navigate to a page that answers 200, open a dialog, or change what is on screen — headings always have
 * something under them, only controls show a pointer, and text that is not a link keeps its look under the
 * pointer. Split by family into three spec files so they can run side by side.
 */

const CONTROLS = 'a[href], button, select, [role="button"], summary';

interface Control {
  i: number;
  tag: string;
  href: string;
  text: string;
}

/** Tags the visible controls of the page (`data-ctl`), in document order, and describes them. */
async function tagControls(page: Page): Promise<Control[]> {
  return page.evaluate((selector) => {
    const out: { i: number; tag: string; href: string; text: string }[] = [];
    let i = 0;
    for (const el of Array.from(document.querySelectorAll<HTMLElement>(selector))) {
      const box = el.getBoundingClientRect();
      const style = getComputedStyle(el);
      // copies kept for a seamless marquee are aria-hidden; the modal stack is not part of the page
      if (el.closest('[aria-hidden="true"], [inert]') || box.width === 0 || box.height === 0) continue;
      if (style.visibility === 'hidden' || el.closest('[role="dialog"]')) continue;
      el.dataset.ctl = String(i);
      out.push({
        i,
        tag: el.tagName.toLowerCase(),
        href: el.getAttribute('href') ?? '',
        text: (el.getAttribute('aria-label') || el.textContent || '').trim().slice(0, 40),
      });
      i++;
    }
    return out;
  }, CONTROLS);
}

/** What a player can see of the page: address, open dialogs, language, text and state attributes. */
function screenState(page: Page): Promise<string> {
  return page.evaluate(() =>
    JSON.stringify([
      location.pathname + location.search,
      document.querySelectorAll('[role="dialog"]').length,
      document.documentElement.lang,
      document.body.innerText,
      Array.from(
        document.querySelectorAll('[aria-expanded],[aria-pressed],[aria-selected],[aria-current]'),
      ).map((e) =>
        ['aria-expanded', 'aria-pressed', 'aria-selected', 'aria-current']
          .map((a) => e.getAttribute(a))
          .join(),
      ),
    ]),
  );
}

async function openHome(page: Page, code: ThemeCode): Promise<Control[]> {
  await page.goto(siteUrl(code));
  await homeReady(page, templateOf(code));
  await page.waitForLoadState('networkidle');
  return tagControls(page);
}

async function status(request: APIRequestContext, code: string, path: string): Promise<number> {
  // Node does not resolve *.localhost: ask localhost with the site's host name
  const res = await request.get(site(null, path), {
    headers: { host: `${code}.localhost` },
    maxRedirects: 0,
  });
  return res.status();
}

/** Uses one control and checks that something observable happened; leaves the page as it found it. */
async function operate(
  page: Page,
  request: APIRequestContext,
  code: ThemeCode,
  c: Control,
  followed: Set<string>,
) {
  const el = page.locator(`[data-ctl="${c.i}"]`);
  const what = `${code}: ${c.tag} "${c.text}" ${c.href}`;
  if (c.tag === 'a' && /^(tel|mailto):/.test(c.href)) {
    // a phone number or address hands over to the device's dialler or mail app: it must be a real one
    expect(c.href, what).toMatch(/^tel:\+?\d{6,15}$|^mailto:[^@\s]+@[^@\s]+\.[a-z]{2,}$/i);
    return;
  }
  if (c.tag === 'a' && /^https?:\/\//.test(c.href)) {
    // an outside link (app stores) opens in a new tab at that address
    const popup = page.waitForEvent('popup');
    await el.click();
    const tab = await popup;
    await tab.waitForLoadState('domcontentloaded');
    expect(tab.url(), what).toBe(c.href);
    await tab.close();
    return;
  }
  if (c.tag === 'a') {
    const path = new URL(c.href, siteUrl(code)).pathname;
    expect(await status(request, code, path), `${what} answers 200`).toBe(200);
    // a page already reached by clicking an earlier link to it (on this page or an earlier template of the
    // family) is not walked to again: its answer above is what this link adds
    if (followed.has(path)) return;
    followed.add(path);
    await el.click();
    await expect(page, what).toHaveURL((u) => u.pathname === path);
    await expect(page.locator('[data-layout]').first(), what).toBeVisible();
    if (path !== '/') await page.goBack();
    return;
  }
  if (c.tag === 'select') {
    const options = await el
      .locator('option')
      .evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value));
    const current = await el.inputValue();
    const other = options.find((o) => o !== current);
    expect(other, `${what} has a choice`).toBeTruthy();
    const before = await screenState(page);
    await el.selectOption(other!);
    await expect.poll(() => screenState(page), { message: what }).not.toBe(before);
    await el.selectOption(current);
    await expect.poll(() => screenState(page), { message: `${what} back` }).toBe(before);
    return;
  }
  const before = await screenState(page);
  await el.click();
  await expect
    .poll(() => screenState(page), { message: `${what} changes what is on screen` })
    .not.toBe(before);
  if (await page.getByRole('dialog').count()) {
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  }
}

/** Headings with nothing under them, pointers on things that are not controls, non-links that react to hover. */
async function lookProblems(page: Page): Promise<string[]> {
  // end states only: no transition in between (a hover effect shows at once)
  // (a style element of the test's own carries the page's CSP nonce: style-src has no 'unsafe-inline')
  await page.evaluate(() => {
    const s = document.createElement('style');
    s.nonce =
      (JSON.parse(document.getElementById('site-config')?.textContent ?? '{}') as { nonce?: string }).nonce ??
      '';
    s.textContent = '*, *::before, *::after { transition: none !important; }';
    document.head.appendChild(s);
  });
  const problems = await page.evaluate(() => {
    const out: string[] = [];
    const visible = (e: Element) => {
      const r = e.getBoundingClientRect();
      return r.width > 0 && r.height > 0 && getComputedStyle(e).visibility !== 'hidden';
    };
    const hasContent = (e: Element | null) =>
      !!e &&
      visible(e) &&
      ((e as HTMLElement).innerText.trim() !== '' || !!e.querySelector('img, svg, table'));
    for (const h of Array.from(document.querySelectorAll('h2, h3'))) {
      if (!visible(h) || h.closest('[role="dialog"]')) continue;
      const under = h.nextElementSibling ?? h.parentElement?.nextElementSibling ?? null;
      // a card's title (a list item or article with its picture) is not a heading over a list
      const card = h.closest('li, article');
      const titlesCard = !!card && !!card.querySelector('img, svg') && visible(card);
      if (!hasContent(under) && !titlesCard)
        out.push(`heading over nothing: "${(h as HTMLElement).innerText}"`);
    }
    const control = 'a[href], button, select, label, summary, input, [role="button"], [tabindex]';
    for (const e of Array.from(document.body.querySelectorAll('*'))) {
      if (getComputedStyle(e).cursor === 'pointer' && !e.closest(control) && visible(e))
        out.push(
          `pointer on a non-control: <${e.tagName.toLowerCase()}> "${(e as HTMLElement).innerText?.slice(0, 30)}"`,
        );
    }
    return out;
  });
  const looks = (sel: string) =>
    page.locator(sel).evaluate((e) => {
      const s = getComputedStyle(e);
      return [s.color, s.backgroundColor, s.borderColor, s.boxShadow, s.transform, s.textDecorationLine].join(
        '|',
      );
    });
  const inert = page.locator('[data-unserved-link]');
  for (let i = 0; i < (await inert.count()); i++) {
    const el = inert.nth(i);
    if (!(await el.isVisible())) continue;
    await el.scrollIntoViewIfNeeded();
    const sel = `[data-unserved-link] >> nth=${i}`;
    const before = await looks(sel);
    await el.hover();
    const after = await looks(sel);
    if (before !== after)
      problems.push(`text that is not a link reacts to the pointer: "${await el.innerText()}"`);
  }
  return problems;
}

/** Declares one test per theme code. */
export function homeControlTests(codes: readonly ThemeCode[]): void {
  // The pages a click already reached, shared by this file's templates (one worker runs a file's tests in
  // order): every link still has its path answer 200 on its own site, and a path is clicked through once per
  // family, not once per template (the menus of a family link the same lobbies, and SiteLink draws them all).
  const followed = new Set<string>();
  for (const code of codes) {
    test(`${code}: every control of the home page does something, nothing else looks like one`, async ({
      page,
      context,
      request,
    }) => {
      test.setTimeout(240_000);
      await page.emulateMedia({ reducedMotion: 'reduce' }); // no carousel autoplay changing the page by itself
      await context.route(/^https:\/\/(play\.google\.com|apps\.apple\.com)\//, (r) =>
        r.fulfill({ status: 200, contentType: 'text/html', body: '<title>store</title>' }),
      );
      const controls = await openHome(page, code);
      expect(controls.length, 'the header at least has controls').toBeGreaterThan(1);
      // A link never leads a player into a 404, hidden ones included (a closed menu's, the other width's).
      const paths = await page
        .locator('a[href^="/"]')
        .evaluateAll((as) => [...new Set(as.map((a) => new URL((a as HTMLAnchorElement).href).pathname))]);
      for (const path of paths)
        expect(await status(request, code, path), `${code}: link to ${path}`).toBe(200);
      for (const c of controls) {
        if (!(await page.locator(`[data-ctl="${c.i}"]`).count())) {
          const again = await openHome(page, code); // a navigation reloaded the page: tag again
          expect(again.map((x) => x.text)).toEqual(controls.map((x) => x.text));
        }
        await operate(page, request, code, c, followed);
      }
      await openHome(page, code);
      expect(await lookProblems(page)).toEqual([]);
    });
  }
}
