import { describe, expect, it, vi } from 'vitest';
import { createEventBus } from './bus';

describe('event bus', () => {
  it('delivers to subscribers and stops after unsubscribe', () => {
    const b = createEventBus();
    const h = vi.fn();
    const off = b.on('wallet:balance', h);
    b.emit('wallet:balance', { balance: 3 });
    off();
    b.emit('wallet:balance', { balance: 4 });
    expect(h).toHaveBeenCalledTimes(1);
    expect(h).toHaveBeenCalledWith({ balance: 3 });
  });
  it('a throwing handler does not stop the others', () => {
    const b = createEventBus();
    const err = vi.spyOn(console, 'error').mockImplementation(() => {});
    const h = vi.fn();
    b.on('auth:logout', () => {
      throw new Error('boom');
    });
    b.on('auth:logout', h);
    b.emit('auth:logout', { reason: 'user' });
    expect(h).toHaveBeenCalled();
    err.mockRestore();
  });
});
