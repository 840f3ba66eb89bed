import { describe, expect, it } from 'vitest';
import { bus, wordShellText, type ToastSpec } from '@site/shared';
import { toastSuccess } from './toast';

describe('wallet toasts', () => {
  it('are worded by the shell at every render with namespace-qualified keys and the values sent', () => {
    const shown: ToastSpec[] = [];
    const off = bus.on('toast:show', (s) => void shown.push(s));
    toastSuccess('withdrawRequested', { id: 7, amount: 'PHP 250.00' });
    off();
    const [spec] = shown;
    expect(spec).toMatchObject({ kind: 'success', duration: 3000, position: 'bottom-right' });
    expect(typeof spec!.text).toBe('function');
    const t = (key: string, o?: Record<string, unknown>) => `${key} ${JSON.stringify(o ?? {})}`;
    expect(wordShellText(spec!.text, t)).toBe('wallet:withdrawRequested {"id":7,"amount":"PHP 250.00"}');
  });
});
