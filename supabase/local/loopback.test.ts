import { describe, expect, it } from 'vitest';
import { isLoopbackAddress, isLoopbackHost } from './loopback.ts';

describe('isLoopbackHost', () => {
  it('accepts the names of this machine, with or without a port', () => {
    for (const host of [
      'localhost',
      'localhost:54321',
      'LOCALHOST:80',
      'api.localhost:3000',
      '127.0.0.1',
      '127.0.0.1:54321',
      '127.1.2.3',
      '[::1]',
      '[::1]:54321',
      'localhost.',
    ]) {
      expect(isLoopbackHost(host), host).toBe(true);
    }
  });

  it('refuses any other name, so a rebound domain cannot read the mailbox', () => {
    for (const host of [
      null,
      undefined,
      '',
      'evil.example',
      'evil.example:54321',
      'localhost.evil.example',
      '127.0.0.1.nip.io',
      '10.0.0.5',
      '0.0.0.0:54321',
      '[::ffff:7f00:1]',
      '[::2]',
      '127.0.0.256',
      'localhost:54321:1',
      'local host',
    ]) {
      expect(isLoopbackHost(host), String(host)).toBe(false);
    }
  });
});

describe('isLoopbackAddress', () => {
  it('knows the loopback socket addresses', () => {
    expect(['127.0.0.1', '::1', '::ffff:127.0.0.1', '127.9.9.9'].every(isLoopbackAddress)).toBe(true);
    expect(['10.0.0.1', '::ffff:10.0.0.1', '1.127.0.0'].some(isLoopbackAddress)).toBe(false);
  });
});
