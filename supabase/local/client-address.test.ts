import { describe, expect, it } from 'vitest';
import { setClientAddress } from './client-address.ts';

describe('setClientAddress', () => {
  it('overwrites what the client claims and appends to x-forwarded-for, as the hosted edge does', () => {
    const headers = new Headers({ 'cf-connecting-ip': '198.51.100.1', 'x-real-ip': '198.51.100.2', 'x-forwarded-for': '198.51.100.3' });
    setClientAddress(headers, '::ffff:203.0.113.5');
    expect(headers.get('cf-connecting-ip')).toBe('203.0.113.5');
    expect(headers.get('x-real-ip')).toBe('203.0.113.5');
    expect(headers.get('x-forwarded-for')).toBe('198.51.100.3, 203.0.113.5');
  });

  it('starts x-forwarded-for when the request has none', () => {
    const headers = new Headers();
    setClientAddress(headers, '::1');
    expect(headers.get('x-forwarded-for')).toBe('::1');
  });
});
