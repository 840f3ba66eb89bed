import { useEffect, useRef, type RefObject } from 'react';

const FOCUSABLE = 'a[href],button,input,select,textarea,[tabindex]:not([tabindex="-1"])';

/** The controls of `box` that Tab stops at, in document order (enabled, not hidden or inert, drawn). */
export function tabStops(box: HTMLElement): HTMLElement[] {
  return Array.from(box.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (x) => !x.hasAttribute('disabled') && !x.closest('[hidden],[inert]') && x.getClientRects().length > 0,
  );
}

/**
 * A modal box's focus (the shell's modal stack, a template's mobile menu; PAGES.md "access"): while `active`,
 * focus goes to `first` (or the box's first control, or the box), Tab and Shift+Tab wrap inside the box, Escape
 * calls `onEscape` when given, and when it ends focus goes back to the element that had it before (the opener) —
 * unless focus has already moved elsewhere on purpose (a link followed, another control chosen).
 */
export function useFocusTrap(
  active: boolean,
  box: RefObject<HTMLElement | null>,
  options: { first?: RefObject<HTMLElement | null>; onEscape?: () => void } = {},
) {
  const { first } = options;
  // The latest Escape handler without re-running the trap (a new closure each render would move focus again).
  const onEscape = useRef(options.onEscape);
  onEscape.current = options.onEscape;
  useEffect(() => {
    if (!active) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const el = box.current;
    (first?.current ?? (el && tabStops(el)[0]) ?? el)?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape' && onEscape.current) {
        onEscape.current();
        return;
      }
      if (e.key !== 'Tab' || !el) return;
      const stops = tabStops(el);
      if (stops.length === 0) return e.preventDefault();
      const head = stops[0] as HTMLElement;
      const tail = stops[stops.length - 1] as HTMLElement;
      const at = document.activeElement;
      if (!el.contains(at)) {
        e.preventDefault();
        (e.shiftKey ? tail : head).focus();
      } else if (e.shiftKey && at === head) {
        e.preventDefault();
        tail.focus();
      } else if (!e.shiftKey && at === tail) {
        e.preventDefault();
        head.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      // the box is gone (focus fell to <body>) or focus is still inside it: back to the opener
      const now = document.activeElement;
      if (opener?.isConnected && (!now || now === document.body || el?.contains(now))) opener.focus();
    };
  }, [active, box, first]);
}
