import { describe, expect, it } from 'vitest';
import { ipLiteral, isLoopbackAddress, isPublicAddress, mayFetchFrom, remoteImageUrl } from './remote-image-address.ts';

describe('remoteImageUrl', () => {
  it('takes https URLs only, without credentials', () => {
    expect('url' in remoteImageUrl(' https://images.example.org/me.png ')).toBe(true);
    expect(remoteImageUrl('http://images.example.org/me.png')).toEqual({ problem: 'not-https' });
    expect(remoteImageUrl('file:///etc/passwd')).toEqual({ problem: 'not-https' });
    expect(remoteImageUrl('javascript:alert(1)')).toEqual({ problem: 'not-https' });
    expect(remoteImageUrl('https://user:secret@example.org/a.png')).toEqual({ problem: 'invalid' });
    expect(remoteImageUrl('not a url')).toEqual({ problem: 'invalid' });
  });

  it('sees through the spellings the URL parser turns into an IP address', () => {
    // Decimal, hexadecimal and short forms all become a dotted quad, which the address check then judges.
    for (const spelled of ['https://2130706433/', 'https://0x7f.1/', 'https://127.1/', 'https://0177.0.0.1/']) {
      const parsed = remoteImageUrl(spelled);
      expect('url' in parsed && ipLiteral(parsed.url.hostname), spelled).toBe('127.0.0.1');
    }
    const v6 = remoteImageUrl('https://[::ffff:169.254.169.254]/latest/meta-data');
    expect('url' in v6 && ipLiteral(v6.url.hostname)).toBe('::ffff:a9fe:a9fe');
    expect(ipLiteral('images.example.org')).toBeNull();
  });
});

describe('isPublicAddress', () => {
  it('refuses loopback, private, link-local, carrier-grade NAT, multicast, reserved and the metadata service', () => {
    for (const address of [
      '127.0.0.1',
      '127.255.0.9',
      '0.0.0.0',
      '10.1.2.3',
      '172.16.0.1',
      '172.31.255.255',
      '192.168.1.1',
      '100.64.0.1',
      '100.127.255.255',
      '169.254.169.254',
      '169.254.0.1',
      '192.0.0.170',
      '192.0.2.1',
      '198.18.0.1',
      '198.51.100.7',
      '203.0.113.9',
      '224.0.0.251',
      '239.255.255.250',
      '240.0.0.1',
      '255.255.255.255',
    ]) {
      expect(isPublicAddress(address), address).toBe(false);
    }
  });

  it('refuses the IPv6 equivalents, and IPv4 addresses hidden inside IPv6 forms', () => {
    for (const address of [
      '::',
      '::1',
      '[::1]',
      '0:0:0:0:0:0:0:1',
      'fc00::1',
      'fd00:ec2::254',
      'fe80::1%eth0',
      'febf::1',
      'fec0::1',
      'ff02::1',
      '2001:db8::1',
      '100::1',
      '::ffff:127.0.0.1',
      '::ffff:7f00:1',
      '::ffff:169.254.169.254',
      '::ffff:10.0.0.1',
      '::127.0.0.1',
      '64:ff9b::10.0.0.1',
      '64:ff9b::a9fe:a9fe',
      '2002:a9fe:a9fe::1',
      '2002:c0a8:0101::',
    ]) {
      expect(isPublicAddress(address), address).toBe(false);
    }
  });

  it('accepts public unicast addresses, including public IPv4 inside IPv6 forms', () => {
    for (const address of [
      '93.184.215.14',
      '8.8.8.8',
      '172.32.0.1',
      '100.128.0.1',
      '2606:4700:4700::1111',
      '2a00:1450:4001:81c::200e',
      '::ffff:8.8.8.8',
      '64:ff9b::808:808',
    ]) {
      expect(isPublicAddress(address), address).toBe(true);
    }
  });

  it('refuses anything that is not an address', () => {
    for (const address of ['', 'localhost', '1.2.3', '256.1.1.1', '1.2.3.4.5', '1::2::3', 'g::1', '1:2:3:4:5:6:7:8:9']) {
      expect(isPublicAddress(address), address).toBe(false);
    }
  });
});

describe('mayFetchFrom', () => {
  it('needs every address of the host to be public, and at least one', () => {
    expect(mayFetchFrom(['93.184.215.14', '2606:2800:21f:cb07:6820:80da:af6b:8b2c'])).toBe(true);
    // A name that resolves to a public and a private address could be answered from either: refused.
    expect(mayFetchFrom(['93.184.215.14', '10.0.0.5'])).toBe(false);
    expect(mayFetchFrom([])).toBe(false);
  });

  it("supabase/local's test-only allowance opens loopback and nothing else", () => {
    expect(isLoopbackAddress('127.0.0.1')).toBe(true);
    expect(isLoopbackAddress('::1')).toBe(true);
    expect(isLoopbackAddress('::ffff:127.0.0.1')).toBe(true);
    expect(mayFetchFrom(['127.0.0.1'])).toBe(false);
    expect(mayFetchFrom(['127.0.0.1', '::1'], { allowLoopback: true })).toBe(true);
    for (const address of ['10.0.0.1', '169.254.169.254', '192.168.0.1', 'fd00:ec2::254', '::']) {
      expect(mayFetchFrom([address], { allowLoopback: true }), address).toBe(false);
    }
  });
});
