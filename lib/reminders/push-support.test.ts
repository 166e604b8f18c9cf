import { describe, expect, it } from 'vitest';
import { pushSupport, type BrowserFacts } from './push-support.ts';

const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const IPAD = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15';
const full: BrowserFacts = { userAgent: CHROME, maxTouchPoints: 0, serviceWorker: true, pushManager: true, permission: 'default' };

describe('pushSupport', () => {
  it('is available with a service worker, the Push API and a permission not denied', () => {
    expect(pushSupport(full)).toBe('available');
    expect(pushSupport({ ...full, permission: 'granted' })).toBe('available');
  });

  it('asks an iPhone or iPad reader outside the home-screen app to install it (no PushManager there)', () => {
    expect(pushSupport({ ...full, userAgent: IPHONE, maxTouchPoints: 5, pushManager: false, permission: null })).toBe('ios-install');
    expect(pushSupport({ ...full, userAgent: IPAD, maxTouchPoints: 5, pushManager: false, permission: null })).toBe('ios-install');
  });

  it('knows a Mac without touch is no iPad, and a browser without the Push API cannot', () => {
    expect(pushSupport({ ...full, userAgent: IPAD, pushManager: false })).toBe('unsupported');
    expect(pushSupport({ ...full, serviceWorker: false })).toBe('unsupported');
  });

  it('says when the reader blocked notifications', () => {
    expect(pushSupport({ ...full, permission: 'denied' })).toBe('denied');
    expect(pushSupport({ ...full, userAgent: IPHONE, maxTouchPoints: 5, permission: 'denied' })).toBe('denied');
  });
});
