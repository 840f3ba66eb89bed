import type { Page, Route } from '@playwright/test';

// Requests a test holds or fails on the page's behalf (page.route), beside helpers.ts.

/** Holds every request matching `pattern` until the returned function is called (a slow remote or call). */
export async function holdRequests(page: Page, pattern: string): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(pattern, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/**
 * Fails every request matching `pattern` (with `fail`) until a Retry button on the page has been pressed; after
 * that they go on as usual. A request the page makes on its own before that — a page that mounts and asks again
 * for what its prefetch failed to get, a second observer — fails too, so only Retry can bring the data back, however
 * the requests are timed (a `fail = false` flag flipped before the click let such a request through on a busy
 * runner, and the data came without Retry).
 */
export async function failUntilRetry(
  page: Page,
  pattern: string,
  fail: (route: Route) => Promise<void> = (route) => route.fulfill({ status: 503, body: 'down' }),
): Promise<void> {
  await page.addInitScript(() => {
    addEventListener(
      'click',
      (e) => {
        const button = (e.target as Element | null)?.closest?.('button');
        if (button && /^\s*Retry\s*$/.test(button.textContent ?? ''))
          (window as { __retried?: boolean }).__retried = true;
      },
      true,
    );
  });
  await page.route(pattern, async (route) => {
    let retried = false;
    try {
      retried = await route
        .request()
        .frame()
        .evaluate(() => (window as { __retried?: boolean }).__retried === true);
    } catch {
      // no frame (a worker's request) or a frame gone: not retried
    }
    return retried ? route.fallback() : fail(route);
  });
}
