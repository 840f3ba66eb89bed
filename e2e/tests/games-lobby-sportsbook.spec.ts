import { test } from '@playwright/test';
import { checkLobbies, lobbyHalf } from './games-support';

// Issue 12 must-show: every category route renders its own games from the API, at 375 and 1280 px, axe clean
// (one template per file and the routes in two tests, so each stays short).
for (const part of [0, 1] as const)
  test(`sportsbook1: lobby routes (part ${part + 1} of 2) list their category from the API, at 1280 and 375 px, axe clean`, async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    await checkLobbies(page, request, 'sportsbook1', lobbyHalf(part));
  });
