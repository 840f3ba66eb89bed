import { expect, test, type Locator } from '@playwright/test';
import { hslToRgb, paletteFor, parseColor, templateOf, themeFor, type ThemeCode } from '@site/shared';
import { CONSOLE_URL, consoleCall, newStaff, signInPage } from './console-support';
import { site } from './helpers';
import { seriousViolations } from './templates-support';

// Site settings in the console (issue 17 §4): the theme preview flips through the 75 template × colour
// combinations in their real tokens, a preview link shows the real site in one, a refused value stays in its
// field with the reason, and a saved change is what the player site serves on its next load.
//
// The change is made on slot7.localhost (no other test reads its name or colour; the layout test reads only its
// template, which stays) and put back in `finally`.

const DOMAIN = 'slot7.localhost';
const ORIGINAL = {
  site_name: 'Pixel Arcade',
  logo_text: 'PIXEL ARCADE',
  theme_code: 'slot7',
  theme_color: 'arcade',
};

/** The rgb() a browser computes for a palette colour (`hsl(h s% l%)` or `#rrggbb`). */
function rgb(color: string): string {
  const [r, g, b] = hslToRgb(parseColor(color));
  return `rgb(${Math.round(r)}, ${Math.round(g)}, ${Math.round(b)})`;
}

async function expectPreview(preview: Locator, code: ThemeCode, color: string) {
  await expect(preview).toHaveAttribute('data-theme-code', code);
  await expect(preview).toHaveAttribute('data-theme-color', color);
  await expect(preview.getByTestId('theme-preview-page')).toHaveCSS(
    'background-color',
    rgb(themeFor(code, color).palette.bg),
  );
}

test.describe('operator console sites', () => {
  test('an owner flips the theme preview through the combinations and opens a preview link of the real site', async ({
    page,
    context,
  }) => {
    const owner = await newStaff(null, 'owner');
    await signInPage(page, owner);
    await page.goto(`${CONSOLE_URL}/sites`);
    await expect(page.getByRole('heading', { level: 1, name: 'Sites' })).toBeVisible();
    await expect(
      page.getByTestId('sites-table').getByRole('row').filter({ hasText: 'badtheme.localhost' }),
    ).toContainText('Invalid theme');
    await page.getByTestId(`site-${DOMAIN}`).click();
    await expect(page).toHaveURL(`${CONSOLE_URL}/sites?site=${DOMAIN}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pixel Arcade: settings');

    const card = page.getByTestId('theme-card');
    const preview = card.getByTestId('theme-preview');
    await expectPreview(preview, 'slot7', 'arcade');
    await expect(card.getByTestId('theme-position')).toHaveText('Combination 66 of 75');
    await expect(card.getByText('Live now')).toBeVisible();

    // Next flips at once, in the next combination's tokens; past sportsbook1's last colour comes casino1's first
    await card.getByTestId('theme-next').click();
    await expectPreview(preview, 'slot7', 'pixel');
    await expect(card.getByText('Live now')).toHaveCount(0);
    for (let i = 0; i < 8; i++) await card.getByTestId('theme-next').click();
    await expectPreview(preview, 'sportsbook1', 'court');
    await expect(card.getByTestId('theme-position')).toHaveText('Combination 75 of 75');
    await card.getByTestId('theme-next').click();
    await expectPreview(preview, 'casino1', 'royal');
    await card.getByTestId('theme-previous').click();
    await expectPreview(preview, 'sportsbook1', 'court');

    // the template list and the colour choices: a colour belongs to its template
    await card.getByLabel('Template').selectOption('casino3');
    await expectPreview(preview, 'casino3', 'rose');
    await card.getByText('ocean', { exact: true }).click();
    await expectPreview(preview, 'casino3', 'ocean');
    await expect(card.getByRole('radio')).toHaveCount(5);
    expect(await seriousViolations(page)).toEqual([]);

    // the real site in that theme, through a signed preview link, before anything is saved
    await card.getByTestId('theme-preview-link').click();
    const link = card.getByTestId('preview-url');
    await expect(link).toHaveAttribute(
      'href',
      new RegExp(`^http://${DOMAIN.replace('.', '\\.')}:\\d+/\\?preview=`),
    );
    const [tab] = await Promise.all([context.waitForEvent('page'), link.click()]);
    await expect(tab.locator(`[data-layout="${templateOf('casino3')}"]`)).toBeVisible();
    await tab.close();
    // from its first paint: the page's own preloader (before any script) is in the previewed colours
    const href = new URL((await link.getAttribute('href')) ?? '');
    const previewPage = await (
      await page.request.get(site(null, `/${href.search}`), { headers: { host: href.host } })
    ).text();
    expect(previewPage).toContain(`body,#preloader{background:${themeFor('casino3', 'ocean').palette.bg};`);
    // nobody else sees it: the site still answers its own theme
    const plain = await page.request.post(site(null, '/api/startup'), { data: { domain_name: DOMAIN } });
    expect(((await plain.json()) as { value: { site: { theme_code: string } } }).value.site.theme_code).toBe(
      'slot7',
    );
  });

  test('a refused value stays in its field with the reason; a saved change is on the player site at its next load', async ({
    page,
  }) => {
    const owner = await newStaff(null, 'owner');
    await signInPage(page, owner);
    try {
      await page.goto(`${CONSOLE_URL}/sites?site=${DOMAIN}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pixel Arcade: settings');

      // an address of another site as a logo: the player pages would never load it (their CSP)
      const logos = page.getByTestId('logos-card');
      await logos.getByTestId('logo1').fill('https://cdn.example/logo.png');
      await logos.getByTestId('save-logos').click();
      const logo = logos.getByLabel('Logo (header)');
      await expect(logo).toHaveAttribute('aria-invalid', 'true');
      await expect(logos.getByRole('alert')).toHaveText(
        'A path on the site, such as /static/logo.svg (no address of another site).',
      );
      await expect(logo).toHaveValue('https://cdn.example/logo.png');

      // an empty name: refused at the field, the other field keeps what was typed
      const names = page.getByTestId('names-card');
      await names.getByTestId('site-name').fill('   ');
      await names.getByLabel('Logo text').fill('PIXEL PLUS');
      await names.getByTestId('save-names').click();
      await expect(names.getByRole('alert')).toHaveText('Give a name of 1 to 80 characters on one line.');
      await expect(names.getByLabel('Logo text')).toHaveValue('PIXEL PLUS');

      // saved: the site's name and colour
      await names.getByTestId('site-name').fill('Pixel Arcade Plus');
      await names.getByTestId('save-names').click();
      await expect(page.getByTestId('toast').filter({ hasText: 'Names saved.' })).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pixel Arcade Plus: settings');
      const card = page.getByTestId('theme-card');
      await card.getByText('synth', { exact: true }).click();
      await card.getByTestId('theme-save').click();
      await expect(page.getByTestId('toast').filter({ hasText: 'Theme saved.' })).toBeVisible();
      await expect(card.getByText('Live now')).toBeVisible();

      // the player site's next load: its title and its theme colour
      const player = await page.context().newPage();
      await player.goto(site('slot7', '/'));
      await expect(player).toHaveTitle('Home | Pixel Arcade Plus');
      await expect(player.locator('meta[name="theme-color"]')).toHaveAttribute(
        'content',
        paletteFor('slot7', 'synth').primary,
      );
      await expect(player.locator(`[data-layout="${templateOf('slot7')}"]`)).toBeVisible();
      await player.close();

      // in the audit trail: who, with the colour before and after
      const audit = await consoleCall<{
        items: { actor: string; action: string; before: unknown; after: unknown }[];
      }>(owner, 'GET', `/audit?action=sites.theme&target=${encodeURIComponent(`site:${DOMAIN}`)}`);
      expect(audit.status).toBe(200);
      expect(audit.body.items.find((i) => i.actor === owner.email)).toMatchObject({
        action: 'sites.theme',
        before: { theme_code: 'slot7', theme_color: 'arcade' },
        after: { theme_code: 'slot7', theme_color: 'synth' },
      });
    } finally {
      for (const [section, body] of [
        ['names', { site_name: ORIGINAL.site_name, logo_text: ORIGINAL.logo_text }],
        ['theme', { theme_code: ORIGINAL.theme_code, theme_color: ORIGINAL.theme_color }],
      ] as const) {
        const put = await consoleCall(owner, 'POST', `/sites/${DOMAIN}/${section}`, body);
        expect(put.status, `restore ${section}`).toBe(200);
      }
    }
  });
  test('a maintenance window saved ahead shows as scheduled, and the player site stays open until its start', async ({
    page,
  }) => {
    const owner = await newStaff(null, 'owner');
    await signInPage(page, owner);
    /** A datetime-local value (the browser's time zone) `days` from now, to the minute. */
    const local = (days: number) =>
      page.evaluate((d) => {
        const t = new Date(Date.now() + d * 86_400_000);
        return new Date(t.getTime() - t.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
      }, days);
    try {
      await page.goto(`${CONSOLE_URL}/sites?site=${DOMAIN}`);
      const card = page.getByTestId('maintenance-card');
      await expect(card.getByTestId('maintenance-status')).toHaveCount(0);
      await card.getByTestId('maintenance-on').check();
      await card.getByLabel('Start', { exact: true }).fill(await local(2));
      await card.getByTestId('maintenance-end').fill(await local(3));
      await card.getByTestId('save-maintenance').click();
      await expect(page.getByTestId('toast').filter({ hasText: 'Maintenance saved.' })).toBeVisible();
      await expect(card.getByTestId('maintenance-status')).toContainText(
        'Scheduled: the site closes for maintenance at',
      );
      // the list of sites says it too, beside the site's state (still open)
      await page.goto(`${CONSOLE_URL}/sites`);
      const row = page.getByRole('row').filter({ has: page.getByTestId(`site-${DOMAIN}`) });
      await expect(row.getByText('Open', { exact: true })).toBeVisible();
      await expect(row.getByTestId(`scheduled-${DOMAIN}`)).toContainText('Maintenance at');

      // the switch is on, but the window has not started: players get the site
      const player = await page.context().newPage();
      await player.goto(site('slot7', '/'));
      await expect(player.locator(`[data-layout="${templateOf('slot7')}"]`)).toBeVisible();
      await expect(player.locator('[data-layout="maintenance"]')).toHaveCount(0);
      await player.close();
    } finally {
      const put = await consoleCall(owner, 'POST', `/sites/${DOMAIN}/maintenance`, {
        is_maintenance: false,
        start_date: null,
        end_date: null,
      });
      expect(put.status, 'restore maintenance').toBe(200);
    }
  });

  test('the maintenance card follows a window’s start by itself: no reload, the server’s answer asked again just after it', async ({
    page,
  }) => {
    // The server's own transitions are unit-tested (console-sites-maintenance.test.ts); here its answers for
    // slot6 are rewritten in flight (nothing is saved): a window starting 3 s from now, then — asked after that —
    // the same window in force. What is tested is the card's own clock for asking again.
    const owner = await newStaff(null, 'owner');
    await signInPage(page, owner);
    const start = Date.now() + 3_000;
    const window_ = {
      is_maintenance: true,
      start_date: new Date(start).toISOString(),
      end_date: new Date(start + 3_600_000).toISOString(),
    };
    const asked: number[] = [];
    await page.route('**/console/api/sites/slot6.localhost', async (route) => {
      const real = (await consoleCall(owner, 'GET', '/sites/slot6.localhost')).body;
      asked.push(Date.now());
      const started = Date.now() >= start;
      await route.fulfill({
        json: {
          ...real,
          maintenance: window_,
          maintenance_state: started ? 'active' : 'scheduled',
          state: started ? 'maintenance' : 'open',
        },
      });
    });
    let loads = 0;
    page.on('load', () => (loads += 1));
    await page.goto(`${CONSOLE_URL}/sites?site=slot6.localhost`);
    const status = page.getByTestId('maintenance-card').getByTestId('maintenance-status');
    await expect(status).toContainText('Scheduled: the site closes for maintenance at');
    await expect(status).toContainText('Closed to players now: maintenance until', { timeout: 15_000 });
    expect(loads).toBe(1);
    // asked again once, just after the start (not polled every few seconds before it)
    expect(asked.filter((t) => t < start)).toHaveLength(1);
  });
});
