import { expect, test, type Locator, type Page } from '@playwright/test';
import { CONSOLE_URL, consoleCall, newStaff, signInPage } from './console-support';
import { cmsReady, url } from './templates-content-support';
import { seriousViolations } from './templates-support';
import { holdRequests } from './routes';

// Content in the console (issue 17 §5): a content editor writes a news article as a draft — the player site
// does not show it; the console's preview shows it through the player pages' sanitizer (no script, no event
// handler); publishing shows it on the player site. A change to a live CMS page kept as a draft leaves the
// published page to players until it is published. A content editor has no Money (or Sites) menu.
//
// Everything happens on slot5.localhost, whose /news and /about no other test reads; the CMS page is put back
// in `finally`. The two-language article (EN, then the local texts after switching to CN) is on slot6.

const SUB = 'slot5';
const DOMAIN = `${SUB}.localhost`;

const HOSTILE = (tag: string) =>
  [
    `<h2>Console heading ${tag}</h2>`,
    `<p>Before ${tag}</p>`,
    '<script>window.__pwned = 1</script>',
    '<img src="/static/none.png" alt="" onerror="window.__pwned = 2">',
    '<p onclick="window.__pwned = 3">After the image</p>',
    '<p><a href="javascript:window.__pwned = 4">Bad link</a></p>',
  ].join('');

/** Asks whether anything executable of the hostile body reached the DOM, and whether any of it ran. */
async function expectInert(page: Page, body: Locator) {
  expect(await body.locator('script, [onerror], [onclick], a[href^="javascript"]').count()).toBe(0);
  expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
}

test.describe('operator console content', () => {
  test('a content editor: a news draft players never see, its sanitized preview, then published', async ({
    page,
    context,
  }) => {
    const editor = await newStaff(null, 'content_editor');
    await signInPage(page, editor);
    await page.goto(`${CONSOLE_URL}/`);
    await expect(page.getByTestId('menu-content')).toBeVisible();
    await expect(page.getByTestId('menu-money')).toHaveCount(0);
    await expect(page.getByTestId('menu-sites')).toHaveCount(0);

    const tag = Date.now().toString(36);
    const title = `Console article ${tag}`;
    await page.getByTestId('menu-content').click();
    await page.getByLabel('Site', { exact: true }).selectOption(DOMAIN);
    await page.getByRole('tab', { name: 'News' }).click();
    await page.getByTestId('new-item').click();
    const editorCard = page.getByTestId('content-editor');
    await editorCard.getByTestId('field-title').fill(title);
    await editorCard.getByTestId('field-body').fill(HOSTILE(tag));

    // the preview, as players will see it: the text is there, nothing executable is
    const preview = editorCard.getByTestId('content-preview');
    await expect(preview.getByRole('heading', { name: title })).toBeVisible();
    const body = preview.getByTestId('content-preview-body');
    await expect(body.getByRole('heading', { name: `Console heading ${tag}` })).toBeVisible();
    await expect(body.getByText(`Before ${tag}`)).toBeVisible();
    await expect(body.getByText('After the image')).toBeVisible();
    await expect(body.locator('img')).toHaveCount(1);
    await expectInert(page, body);
    expect(await seriousViolations(page)).toEqual([]);

    await editorCard.getByTestId('save-draft').click();
    await expect(
      page.getByTestId('toast').filter({ hasText: 'Draft saved. Players do not see it.' }),
    ).toBeVisible();
    await expect(editorCard.getByText('Draft', { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/item=\d+/);
    const id = new URL(page.url()).searchParams.get('item')!;

    // the player site: no such article in the list, nor at its own address
    const player = await context.newPage();
    await player.goto(url(SUB, '/news'));
    const list = player.getByTestId('news-list');
    await expect(list.getByRole('heading', { level: 2 }).first()).toBeVisible({ timeout: 20_000 });
    await expect(list.getByRole('heading', { name: title })).toHaveCount(0);
    const direct = await player.request.post(url(null, '/api/content/news'), {
      data: { domain_name: DOMAIN },
    });
    const listed = ((await direct.json()) as { value: { id: number }[] }).value.map((n) => n.id);
    expect(listed).not.toContain(Number(id));

    // published: the player site shows it, sanitized there too
    await editorCard.getByTestId('publish').click();
    await expect(
      page.getByTestId('toast').filter({ hasText: 'Published. Players see it now.' }),
    ).toBeVisible();
    await expect(editorCard.getByText('Published', { exact: true })).toBeVisible();
    await player.goto(url(SUB, '/news'));
    await expect(player.getByTestId('news-list').getByRole('heading', { level: 2 }).first()).toHaveText(
      title,
    );
    await player.goto(url(SUB, `/news?article=${id}`));
    const article = player.getByTestId('news-article');
    await expect(article.getByRole('heading', { name: `Console heading ${tag}` })).toBeVisible({
      timeout: 20_000,
    });
    await expectInert(player, article);

    // the audit trail holds both steps of this editor
    const owner = await newStaff(null, 'owner');
    const audit = await consoleCall<{ items: { actor: string; action: string }[] }>(
      owner,
      'GET',
      `/audit?actor=${encodeURIComponent(editor.email)}&target=${encodeURIComponent(`news:${DOMAIN}/${id}`)}`,
    );
    expect(audit.body.items.map((i) => [i.actor, i.action]).reverse()).toEqual([
      [editor.email, 'content.news.save_draft'],
      [editor.email, 'content.news.publish'],
    ]);

    // a content editor opening the money queue by its address gets no data
    await page.goto(`${CONSOLE_URL}/money`);
    await expect(page.getByTestId('forbidden')).toBeVisible();
  });

  test('while the site list loads its place is held: the controls below do not move when it arrives', async ({
    page,
  }) => {
    const editor = await newStaff(null, 'content_editor');
    await signInPage(page, editor);
    const release = await holdRequests(page, '**/content/sites');
    await page.goto(`${CONSOLE_URL}/content?site=${DOMAIN}&kind=news`);
    const button = page.getByTestId('new-item');
    await expect(button).toBeVisible();
    await expect(page.getByTestId('content-page').getByTestId('skeleton').first()).toBeVisible();
    const before = await button.boundingBox();
    release();
    await expect(page.getByLabel('Site', { exact: true })).toHaveValue(DOMAIN);
    const after = await button.boundingBox();
    expect(before).not.toBeNull();
    expect(Math.abs((after?.y ?? 0) - (before?.y ?? 0))).toBeLessThan(1);
  });

  test('a news article in two languages: players read the English one in EN, the local one in the site’s language', async ({
    page,
    context,
  }) => {
    // slot6: no other test reads its news; the article is opened at its own address, so the list order is moot
    const sub = 'slot6';
    const editor = await newStaff(null, 'content_editor');
    await signInPage(page, editor);
    const tag = Date.now().toString(36);
    const en = { title: `English article ${tag}`, body: `<p>English text ${tag}</p>` };
    // slot6 is a Philippine (PHP) site: its local texts are Filipino
    const local = { title: `Balita sa Filipino ${tag}`, body: `<p>Nilalaman sa Filipino ${tag}</p>` };
    await page.goto(`${CONSOLE_URL}/content?site=${sub}.localhost&kind=news`);
    // the site list drawn first: the button below it does not move under the click as it arrives
    await expect(page.getByLabel('Site', { exact: true })).toHaveValue(`${sub}.localhost`);
    await page.getByTestId('new-item').click();
    const editorCard = page.getByTestId('content-editor');
    await editorCard.getByTestId('field-title').fill(en.title);
    await editorCard.getByTestId('field-body').fill(en.body);
    const preview = editorCard.getByTestId('content-preview');
    await expect(preview.getByRole('heading', { name: en.title })).toBeVisible();

    // the local tab: its fields, and the preview in that language (English until a local text is written)
    await editorCard.getByRole('tab', { name: 'Filipino / Chinese' }).click();
    await expect(preview.getByRole('heading', { name: en.title })).toBeVisible();
    await editorCard.getByTestId('field-local_title').fill(local.title);
    await editorCard.getByTestId('field-local_body').fill(local.body);
    await expect(preview.getByRole('heading', { name: local.title })).toBeVisible();
    await expect(preview.getByTestId('content-preview-body')).toHaveText(`Nilalaman sa Filipino ${tag}`);
    await editorCard.getByRole('tab', { name: 'English' }).click();
    await expect(editorCard.getByTestId('field-title')).toHaveValue(en.title);
    await expect(preview.getByRole('heading', { name: en.title })).toBeVisible();

    await editorCard.getByTestId('publish').click();
    await expect(
      page.getByTestId('toast').filter({ hasText: 'Published. Players see it now.' }),
    ).toBeVisible();
    await expect(page).toHaveURL(/item=\d+/);
    const id = new URL(page.url()).searchParams.get('item')!;

    const player = await context.newPage();
    await player.goto(url(sub, `/news?article=${id}`));
    const article = player.getByTestId('news-article');
    await expect(player.getByRole('heading', { level: 1, name: en.title })).toBeVisible({ timeout: 20_000 });
    await expect(article.getByText(`English text ${tag}`)).toBeVisible();
    await player.getByTestId('language-switcher').first().selectOption('PHP');
    await expect(player.getByRole('heading', { level: 1, name: local.title })).toBeVisible();
    await expect(article.getByText(`Nilalaman sa Filipino ${tag}`)).toBeVisible();
    await expect(article.getByText(`English text ${tag}`)).toHaveCount(0);
    // a Chinese reader of this Philippine site reads the English article, not the Filipino one
    await player.getByTestId('language-switcher').first().selectOption('CN');
    await expect(player.getByRole('heading', { level: 1, name: en.title })).toBeVisible();
    await expect(article.getByText(`Nilalaman sa Filipino ${tag}`)).toHaveCount(0);
    await player.getByTestId('language-switcher').first().selectOption('PHP');
    // the list in Filipino names it by its local title too
    await player.goto(url(sub, '/news'));
    await expect(player.getByTestId('news-list').getByRole('link', { name: local.title })).toBeVisible({
      timeout: 20_000,
    });
    await player.getByTestId('language-switcher').first().selectOption('EN');
    await expect(player.getByTestId('news-list').getByRole('link', { name: en.title })).toBeVisible();
  });

  test('changes to a live CMS page saved as a draft: players keep the published page until it is published', async ({
    page,
    context,
  }) => {
    const editor = await newStaff(null, 'content_editor');
    const cms = await consoleCall<{
      items: { key: string; en_body: string; local_body: string; status: boolean }[];
    }>(editor, 'GET', `/content/${DOMAIN}/cms`);
    const original = cms.body.items.find((i) => i.key === 'about_us')!;
    expect(original.status).toBe(true);
    const tag = Date.now().toString(36);
    try {
      await signInPage(page, editor);
      await page.goto(`${CONSOLE_URL}/content?site=${DOMAIN}&kind=cms&item=about_us`);
      const editorCard = page.getByTestId('content-editor');
      await expect(editorCard.getByRole('heading', { name: 'About us' })).toBeVisible();
      await expect(editorCard.getByTestId('field-en_body')).toHaveValue(original.en_body);
      await editorCard.getByTestId('field-en_body').fill(`<h2>New about ${tag}</h2><p>Fresh text ${tag}</p>`);
      await expect(editorCard.getByTestId('content-preview-body').getByRole('heading')).toHaveText(
        `New about ${tag}`,
      );
      await editorCard.getByTestId('save-draft').click();
      await expect(
        page.getByTestId('toast').filter({ hasText: 'Players still see the published version.' }),
      ).toBeVisible();
      await expect(editorCard.getByTestId('pending-note')).toBeVisible();

      const player = await context.newPage();
      await player.goto(url(SUB, '/about'));
      await cmsReady(player);
      await expect(player.getByTestId('cms-body')).toBeVisible();
      await expect(player.getByText(`Fresh text ${tag}`)).toHaveCount(0);

      await editorCard.getByTestId('publish').click();
      await expect(
        page.getByTestId('toast').filter({ hasText: 'Published. Players see it now.' }),
      ).toBeVisible();
      await expect(editorCard.getByTestId('pending-note')).toHaveCount(0);
      await player.reload();
      await cmsReady(player);
      await expect(player.getByTestId('cms-body').getByText(`Fresh text ${tag}`)).toBeVisible();
    } finally {
      // the restore is a change like any other: it carries the version it was made from
      const now = await consoleCall<{ items: { key: string; version: number }[] }>(
        editor,
        'GET',
        `/content/${DOMAIN}/cms`,
      );
      const back = await consoleCall(editor, 'POST', `/content/${DOMAIN}/cms/about_us`, {
        version: now.body.items.find((i) => i.key === 'about_us')!.version,
        status: original.status,
        en_body: original.en_body,
        local_body: original.local_body,
        publish: true,
      });
      expect(back.status).toBe(200);
    }
  });
});
