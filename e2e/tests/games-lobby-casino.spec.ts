import { test } from '@playwright/test';
import { checkLobbies } from './games-support';

// Issue 12 must-show: every category route renders its own games from the API, at 375 and 1280 px, axe clean
// (one template per file, so each file stays short).
test('casino1: every lobby route lists its category from the API, at 1280 and 375 px, axe clean', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await checkLobbies(page, request, 'casino1');
});
