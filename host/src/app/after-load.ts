/**
 * Runs `run` once the page has loaded (its `load` event: the shell and the first render's remote files are in)
 * and the main thread is next idle (the first render done), or after `ms`, whichever comes first, so that work the
 * first render does not need — the operator's analytics, the ad visit, the build manifest (SPEC §7, §9) — never
 * competes with it for the network or the main thread (issue 16.5: requests before the first render). `ms` bounds
 * the wait when something of the page hangs or the thread is never idle.
 */
export function afterPageLoad(run: () => void, ms = 3000, win: Window = window): void {
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    win.removeEventListener('load', idle);
    win.clearTimeout(timer);
    run();
  };
  const idle = () =>
    typeof win.requestIdleCallback === 'function'
      ? win.requestIdleCallback(once, { timeout: ms })
      : win.setTimeout(once, 0);
  const timer = win.setTimeout(once, ms);
  if (win.document.readyState === 'complete') idle();
  else win.addEventListener('load', idle);
}
