import type { MouseEvent } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { opensDialog } from './ui';

const click = (detail: number) => ({ detail }) as MouseEvent;

describe('opensDialog', () => {
  it('opens on a single click and on a click from the keyboard', () => {
    const open = vi.fn();
    opensDialog(open)(click(1));
    opensDialog(open)(click(0));
    expect(open).toHaveBeenCalledTimes(2);
  });

  it('ignores the second (and third) click of a double click', () => {
    const open = vi.fn();
    opensDialog(open)(click(2));
    opensDialog(open)(click(3));
    expect(open).not.toHaveBeenCalled();
  });
});
