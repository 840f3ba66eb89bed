// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useRef } from 'react';
import { fireEvent, render } from '@testing-library/react';
import { useFocusTrap } from './focus-trap';
import { wordShellText } from '../federation/modals';

// jsdom draws nothing: every element has no client rects, so tabStops would find no control. Give each one a box.
beforeEach(() => {
  vi.spyOn(HTMLElement.prototype, 'getClientRects').mockReturnValue([{}] as unknown as DOMRectList);
});
afterEach(() => vi.restoreAllMocks());

function Box({ open, onEscape }: { open: boolean; onEscape?: () => void }) {
  const box = useRef<HTMLDivElement>(null);
  useFocusTrap(open, box, { onEscape });
  return open ? (
    <div ref={box}>
      <button>first</button>
      <button disabled>off</button>
      <button>last</button>
    </div>
  ) : null;
}

function Page({ open, onEscape }: { open: boolean; onEscape?: () => void }) {
  return (
    <>
      <button>opener</button>
      <Box open={open} onEscape={onEscape} />
    </>
  );
}

const byText = (text: string) =>
  Array.from(document.querySelectorAll('button')).find((b) => b.textContent === text) as HTMLButtonElement;

describe('useFocusTrap', () => {
  it('focuses the first control, wraps Tab and Shift+Tab inside, skips disabled ones', () => {
    const view = render(<Page open={false} />);
    byText('opener').focus();
    view.rerender(<Page open />);
    expect(document.activeElement).toBe(byText('first'));
    byText('last').focus();
    fireEvent.keyDown(document, { key: 'Tab' });
    expect(document.activeElement).toBe(byText('first'));
    fireEvent.keyDown(document, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(byText('last'));
  });

  it('calls onEscape on Escape and gives focus back to the opener when it ends', () => {
    const onEscape = vi.fn();
    const view = render(<Page open={false} onEscape={onEscape} />);
    byText('opener').focus();
    view.rerender(<Page open onEscape={onEscape} />);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(onEscape).toHaveBeenCalledTimes(1);
    view.rerender(<Page open={false} onEscape={onEscape} />);
    expect(document.activeElement).toBe(byText('opener'));
  });
});

describe('wordShellText', () => {
  const t = (key: string) => (key === 'ui:login' ? '登录' : key);
  it('words a wording with the t it is given and leaves a string as it is', () => {
    expect(wordShellText((tr) => tr('ui:login'), t)).toBe('登录');
    expect(wordShellText('Saved', t)).toBe('Saved');
    expect(wordShellText(undefined, t)).toBeUndefined();
  });
});
