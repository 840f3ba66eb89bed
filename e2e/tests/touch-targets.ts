import type { Page } from '@playwright/test';

/** PAGES.md §5: touch targets of at least 44 px on phones. */
export const TOUCH_TARGET = 44;

/** A phone's viewport for the touch-target checks. */
export const PHONE = { width: 375, height: 812 } as const;

/**
 * The visible controls of the page smaller than TOUCH_TARGET × TOUCH_TARGET CSS px, as `tag w×h "name"` — none on
 * a conforming page (docs/shell.md "Touch targets"). Left out, as WCAG's target-size rule leaves them out: a link
 * inside running text (an inline box in a block with text of its own: its size is the line's) and controls hidden
 * from everyone (aria-hidden copies such as a marquee's second copy, content made inert behind a dialog). A
 * checkbox or radio button is measured by its label, a stretched link by the box its `::after` covers (a game tile).
 */
export function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate((min) => {
    const out: string[] = [];
    const selector =
      'a[href], button, select, summary, textarea, [role="button"], [role="tab"], ' +
      'input:not([type="hidden"])';
    for (const el of Array.from(document.querySelectorAll<HTMLElement>(selector))) {
      if (el.closest('[aria-hidden="true"], [inert]')) continue;
      let target: HTMLElement = el;
      if (el instanceof HTMLInputElement && (el.type === 'checkbox' || el.type === 'radio')) {
        const label =
          el.closest('label') ??
          (el.id ? document.querySelector<HTMLElement>(`label[for="${el.id}"]`) : null);
        if (label) target = label;
      }
      const style = getComputedStyle(target);
      let box = target.getBoundingClientRect();
      // a stretched link: its ::after covers the nearest positioned ancestor (a game tile), which is the target
      const after = getComputedStyle(target, '::after');
      if (after.content !== 'none' && after.position === 'absolute' && after.inset === '0px') {
        let holder = target.parentElement;
        while (holder && getComputedStyle(holder).position === 'static') holder = holder.parentElement;
        if (holder) box = holder.getBoundingClientRect();
      }
      if (box.width === 0 || box.height === 0 || style.visibility === 'hidden') continue;
      if (style.display === 'inline' && target.tagName === 'A') {
        const parent = target.parentElement;
        const ownText = Array.from(parent?.childNodes ?? []).some(
          (n) => n.nodeType === Node.TEXT_NODE && (n.textContent ?? '').trim() !== '',
        );
        if (ownText) continue;
      }
      if (box.width + 0.5 < min || box.height + 0.5 < min) {
        const name = (
          el.getAttribute('aria-label') ||
          el.textContent ||
          el.getAttribute('name') ||
          ''
        ).trim();
        out.push(
          `${el.tagName.toLowerCase()} ${Math.round(box.width)}×${Math.round(box.height)} "${name.slice(0, 30)}"`,
        );
      }
    }
    return out;
  }, TOUCH_TARGET);
}
