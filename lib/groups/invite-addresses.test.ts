import { describe, expect, it } from 'vitest';
import { readAddresses } from './invite-addresses.ts';

describe('the addresses a leader types to invite by e-mail', () => {
  it('are separated by commas, semicolons, spaces or lines, each kept once', () => {
    expect(readAddresses(' anna@example.org, Ben@Example.org;\ncarla@example.nl  ben@example.org\n<dirk@example.es>')).toEqual({
      addresses: ['anna@example.org', 'Ben@Example.org', 'carla@example.nl', 'dirk@example.es'],
      invalid: [],
    });
  });

  it('sets apart what is not an address', () => {
    expect(readAddresses('anna@example.org, anna, @example.org, ben@localhost, "x"@example.org')).toEqual({
      addresses: ['anna@example.org'],
      invalid: ['anna', '@example.org', 'ben@localhost', '"x"@example.org'],
    });
    expect(readAddresses('  \n ')).toEqual({ addresses: [], invalid: [] });
  });

  it('takes no address longer than the standard allows', () => {
    const fits = `${'a'.repeat(64)}@${'b'.repeat(60)}.example.org`;
    const tooLong = `${'a'.repeat(200)}@${'b'.repeat(60)}.example.org`;
    expect(readAddresses(`${fits} ${tooLong}`)).toEqual({ addresses: [fits], invalid: [tooLong] });
  });
});
