import { afterEach, describe, expect, it } from 'vitest';
import { MAX_VISIBLE_TOASTS, TOAST_EVENT, addToast, removeToast, toast, type ToastDetail } from './toast.ts';

describe('toast channel', () => {
  afterEach(() => {
    Reflect.deleteProperty(globalThis, 'window');
  });

  it('dispatches rd:toast on window with the message and kind', () => {
    const target = new EventTarget();
    Object.assign(globalThis, { window: target });
    const received: ToastDetail[] = [];
    target.addEventListener(TOAST_EVENT, (event) => received.push((event as CustomEvent<ToastDetail>).detail));

    toast('Download started');
    toast('Failed to send message. Please try again.', 'error');

    expect(TOAST_EVENT).toBe('rd:toast');
    expect(received).toEqual([
      { message: 'Download started', kind: 'success' },
      { message: 'Failed to send message. Please try again.', kind: 'error' },
    ]);
  });

  it('does nothing during server rendering, where there is no window', () => {
    expect(() => toast('Playback speed: 1.25x')).not.toThrow();
  });

  it('keeps only the newest toasts on screen and removes one by id', () => {
    let list = addToast([], { id: 1, message: 'a', kind: 'info' });
    for (let id = 2; id <= 5; id++) list = addToast(list, { id, message: String(id), kind: 'info' });
    expect(list.map((t) => t.id)).toEqual([3, 4, 5]);
    expect(list).toHaveLength(MAX_VISIBLE_TOASTS);
    expect(removeToast(list, 4).map((t) => t.id)).toEqual([3, 5]);
  });
});
