import { expect, test, type Browser } from '@playwright/test';
import { CONSOLE_URL, consoleCall, newStaff, signInPage } from './console-support';
import { newPlayer } from './helpers';

// Two operators on one player (docs/console.md "Changed meanwhile"): A closes the account while B's page still
// shows it Active; B's Block is refused with who changed it and when, and Reload shows the account as it is —
// before, B's Block turned the closed account into a blocked one without a word. Also a list page past the end
// (docs/console.md "Pages"): /players?page=999 says so and offers the last page. Two content editors on one
// promotion: A saves, B's Publish from the older editor is refused the same way, Reload shows A's text, and A's
// text is what is stored (the promotion is a draft of this test's own, deleted at the end).

const SUB = 'casino5';
const DOMAIN = `${SUB}.localhost`;

interface Promotion {
  id: number;
  title: string;
  body: string;
  state: string;
  version: number;
}

async function staffPage(browser: Browser) {
  const staff = await newStaff(null, 'owner');
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInPage(page, staff);
  return { staff, page, context };
}

test.describe('operator console, two operators', () => {
  test.beforeEach(() => test.slow());

  test("B's Block after A closed the account is refused, naming A; Reload shows it closed", async ({
    browser,
    request,
  }) => {
    const player = await newPlayer(request, SUB);
    const a = await staffPage(browser);
    const b = await staffPage(browser);
    for (const { page } of [a, b]) {
      await page.goto(`${CONSOLE_URL}/players?q=${player.account_id}`);
      await page.getByTestId(`player-link-${player.account_id}`).click();
      await expect(page.getByRole('heading', { level: 1, name: player.account_id })).toBeVisible();
    }
    await a.page.getByTestId('status-CLOSE').click();
    await a.page.getByLabel('Reason').fill('asked to close');
    await a.page.getByTestId('player-action-dialog').getByRole('button', { name: 'Close account' }).click();
    await expect(a.page.getByTestId('player-action-dialog')).toHaveCount(0);

    await b.page.getByTestId('status-BLOCK').click();
    await b.page.getByLabel('Reason').fill('fraud check');
    await b.page
      .getByTestId('player-action-dialog')
      .getByRole('button', { name: 'Block', exact: true })
      .click();
    const notice = b.page.getByTestId('stale-notice');
    await expect(notice).toContainText(`Changed by ${a.staff.email} at `);
    await expect(notice).toContainText('reload to see it');
    await notice.getByTestId('stale-reload').click();
    await expect(b.page.getByTestId('status-ACTIVE')).toBeVisible();
    await expect(b.page.getByTestId('status-BLOCK')).toHaveCount(0);
    await a.context.close();
    await b.context.close();
  });

  test("B's Publish of a promotion A saved meanwhile is refused, naming A; Reload shows A's text; nothing of A's is lost", async ({
    browser,
  }) => {
    const a = await staffPage(browser);
    const b = await staffPage(browser);
    const tag = Date.now().toString(36);
    const created = await consoleCall<Promotion>(a.staff, 'POST', `/content/${DOMAIN}/promotions`, {
      title: `Race ${tag}`,
      body: '<p>First text</p>',
    });
    expect(created.status).toBe(200);
    const id = created.body.id;
    const stored = async () =>
      (
        await consoleCall<{ items: Promotion[] }>(a.staff, 'GET', `/content/${DOMAIN}/promotions`)
      ).body.items.find((p) => p.id === id)!;
    try {
      for (const { page } of [a, b]) {
        await page.goto(`${CONSOLE_URL}/content?site=${DOMAIN}&kind=promotions&item=${id}`);
        await expect(page.getByTestId('content-editor').getByTestId('field-body')).toHaveValue(
          '<p>First text</p>',
        );
      }
      const editorA = a.page.getByTestId('content-editor');
      await editorA.getByTestId('field-body').fill(`<p>A's text ${tag}</p>`);
      await editorA.getByTestId('save-draft').click();
      await expect(
        a.page.getByTestId('toast').filter({ hasText: 'Draft saved. Players do not see it.' }),
      ).toBeVisible();

      // B's editor was loaded before A's save
      const editorB = b.page.getByTestId('content-editor');
      await editorB.getByTestId('field-body').fill(`<p>B's text ${tag}</p>`);
      await editorB.getByTestId('publish').click();
      const notice = editorB.getByTestId('stale-notice');
      await expect(notice).toContainText(`Changed by ${a.staff.email} at `);
      await expect(notice).toContainText('reload to see it');
      // nothing was published and A's text is what is stored
      expect(await stored()).toMatchObject({ state: 'draft', body: `<p>A's text ${tag}</p>` });

      await notice.getByTestId('stale-reload').click();
      await expect(b.page.getByTestId('content-editor').getByTestId('field-body')).toHaveValue(
        `<p>A's text ${tag}</p>`,
      );
      await expect(b.page.getByTestId('stale-notice')).toHaveCount(0);
      expect(await stored()).toMatchObject({ state: 'draft', body: `<p>A's text ${tag}</p>` });
    } finally {
      const now = await stored();
      const gone = await consoleCall(a.staff, 'POST', `/content/${DOMAIN}/promotions/${id}/delete`, {
        version: now.version,
      });
      expect(gone.status).toBe(200);
      await a.context.close();
      await b.context.close();
    }
  });

  test('a players page past the end says so and offers the last page', async ({ browser }) => {
    const a = await staffPage(browser);
    await a.page.goto(`${CONSOLE_URL}/players?page=999`);
    const last = a.page.getByTestId('list-last-page');
    await expect(a.page.getByText(/Page 999 is past the end of this list/)).toBeVisible();
    await expect(a.page.getByText('There are no players yet.')).toHaveCount(0);
    await last.click();
    await expect(a.page.getByTestId('players-results').getByRole('row').nth(1)).toBeVisible();
    await a.context.close();
  });
});
