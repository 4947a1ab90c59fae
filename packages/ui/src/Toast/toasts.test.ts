import { afterEach, describe, expect, it, vi } from 'vitest';
import { toastQueue, toasts } from './toasts.ts';

describe('toasts', () => {
  afterEach(() => toasts.clear());

  it('adds toasts of each kind, newest first, 5000 ms by default', () => {
    toasts.success('Company saved');
    toasts.warning('Check the form');
    toasts.error('Failed to log in');
    expect(toastQueue.visibleToasts.map((t) => t.content)).toEqual([
      { kind: 'error', text: 'Failed to log in' },
      { kind: 'warning', text: 'Check the form' },
      { kind: 'success', text: 'Company saved' },
    ]);
    expect(toastQueue.visibleToasts.every((t) => t.timeout === 5000)).toBe(true);
  });

  it('takes a custom duration, 0 keeps the toast open', () => {
    toasts.info('Short', { duration: 300 });
    toasts.info('Sticky', { duration: 0 });
    expect(toastQueue.visibleToasts.map((t) => t.timeout)).toEqual([undefined, 300]);
  });

  it('closes by key and calls onClose', () => {
    const onClose = vi.fn();
    const key = toasts.success('User saved', { onClose });
    toasts.close(key);
    expect(onClose).toHaveBeenCalledOnce();
    expect(toastQueue.visibleToasts).toHaveLength(0);
  });
});
