/**
 * Which addresses the server may fetch a reader's avatar URL from (docs/security.md). The server fetches on a
 * reader's behalf, so a URL must not reach what only the server can reach (server-side request forgery): this
 * machine, the private network, the cloud's metadata service. Only https, and only hosts whose every address
 * is a public unicast one.
 *
 * IPv4 ranges refused (RFC 6890 special-purpose registry): 0/8 "this network", 10/8, 172.16/12, 192.168/16
 * private, 100.64/10 carrier-grade NAT, 127/8 loopback, 169.254/16 link-local (169.254.169.254 is the metadata
 * service), 192.0.0/24 protocol assignments, 192.0.2/24, 198.51.100/24, 203.0.113/24 documentation, 198.18/15
 * benchmarking, 192.88.99/24 6to4 relay, 224/4 multicast, 240/4 reserved and the broadcast address.
 * IPv6: unspecified, loopback, fc00::/7 unique-local (fd00:ec2::254 is AWS's metadata service), fe80::/10
 * link-local, fec0::/10 site-local, ff00::/8 multicast, 2001:db8::/32 documentation, 100::/64 discard, and any
 * form that carries an IPv4 address (mapped ::ffff:0:0/96, compatible ::/96, NAT64 64:ff9b::/96, 6to4
 * 2002::/16), which is judged by the IPv4 address inside it.
 */

export type UrlProblem = 'invalid' | 'not-https';

/** The URL to fetch, or why it cannot be: https only, no user name or password in it. */
export function remoteImageUrl(value: string): { url: URL } | { problem: UrlProblem } {
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    return { problem: 'invalid' };
  }
  if (url.protocol !== 'https:') return { problem: 'not-https' };
  if (url.username || url.password || !url.hostname) return { problem: 'invalid' };
  return { url };
}

/** The hostname as an IP address literal (brackets of IPv6 removed), or null when it is a name to resolve. */
export function ipLiteral(hostname: string): string | null {
  const bare = hostname.startsWith('[') && hostname.endsWith(']') ? hostname.slice(1, -1) : hostname;
  return parseIPv4(bare) || parseIPv6(bare) ? bare : null;
}

/** IPv4 dotted quad → its four bytes, or null. */
function parseIPv4(address: string): number[] | null {
  const parts = address.split('.');
  if (parts.length !== 4 || !parts.every((p) => /^\d{1,3}$/.test(p))) return null;
  const bytes = parts.map(Number);
  return bytes.every((b) => b <= 255) ? bytes : null;
}

/** IPv6 text (with "::", an embedded dotted quad or a zone) → its eight 16-bit groups, or null. */
function parseIPv6(address: string): number[] | null {
  const text = address.split('%')[0].toLowerCase();
  if (!text.includes(':')) return null;
  let head = text;
  let tail: number[] = [];
  const lastColon = text.lastIndexOf(':');
  const last = text.slice(lastColon + 1);
  if (last.includes('.')) {
    const v4 = parseIPv4(last);
    if (!v4) return null;
    tail = [(v4[0] << 8) | v4[1], (v4[2] << 8) | v4[3]];
    head = text.slice(0, lastColon + 1);
    // "…:1.2.3.4" leaves "…:" (drop the colon), "::1.2.3.4" leaves "::" (keep it).
    if (!head.endsWith('::')) head = head.slice(0, -1);
  }
  const halves = head.split('::');
  if (halves.length > 2) return null;
  const groups = (part: string) => (part === '' ? [] : part.split(':'));
  const left = groups(halves[0]);
  const right = halves.length === 2 ? groups(halves[1]) : [];
  if (![...left, ...right].every((g) => /^[0-9a-f]{1,4}$/.test(g))) return null;
  const known = left.length + right.length + tail.length;
  if (halves.length === 1 ? known !== 8 : known > 7) return null;
  const zeros = Array<number>(8 - known).fill(0);
  return [...left.map((g) => parseInt(g, 16)), ...zeros, ...right.map((g) => parseInt(g, 16)), ...tail];
}

function inV4(bytes: number[], prefix: [number, number, number, number], bits: number): boolean {
  const value = (b: number[]) => ((b[0] << 24) | (b[1] << 16) | (b[2] << 8) | b[3]) >>> 0;
  const mask = bits === 0 ? 0 : (~0 << (32 - bits)) >>> 0;
  return (value(bytes) & mask) >>> 0 === (value(prefix) & mask) >>> 0;
}

const V4_REFUSED: Array<[[number, number, number, number], number]> = [
  [[0, 0, 0, 0], 8],
  [[10, 0, 0, 0], 8],
  [[100, 64, 0, 0], 10],
  [[127, 0, 0, 0], 8],
  [[169, 254, 0, 0], 16],
  [[172, 16, 0, 0], 12],
  [[192, 0, 0, 0], 24],
  [[192, 0, 2, 0], 24],
  [[192, 88, 99, 0], 24],
  [[192, 168, 0, 0], 16],
  [[198, 18, 0, 0], 15],
  [[198, 51, 100, 0], 24],
  [[203, 0, 113, 0], 24],
  [[224, 0, 0, 0], 4],
  [[240, 0, 0, 0], 4],
];

function publicV4(bytes: number[]): boolean {
  return !V4_REFUSED.some(([prefix, bits]) => inV4(bytes, prefix, bits));
}

function publicV6(g: number[]): boolean {
  const v4At = (i: number) => [g[i] >> 8, g[i] & 0xff, g[i + 1] >> 8, g[i + 1] & 0xff];
  const zeroUpTo = (n: number) => g.slice(0, n).every((x) => x === 0);
  if (zeroUpTo(5) && g[5] === 0xffff) return publicV4(v4At(6)); // ::ffff:a.b.c.d, IPv4-mapped
  if (zeroUpTo(6)) return false; // ::, ::1 and the deprecated IPv4-compatible ::a.b.c.d
  if (g[0] === 0x64 && g[1] === 0xff9b && g.slice(2, 6).every((x) => x === 0)) return publicV4(v4At(6)); // NAT64
  if (g[0] === 0x2002) return publicV4(v4At(1)); // 6to4
  if ((g[0] & 0xfe00) === 0xfc00) return false; // unique-local
  if ((g[0] & 0xffc0) === 0xfe80 || (g[0] & 0xffc0) === 0xfec0) return false; // link-local, site-local
  if ((g[0] & 0xff00) === 0xff00) return false; // multicast
  if (g[0] === 0x2001 && g[1] === 0x0db8) return false; // documentation
  if (g[0] === 0x0100 && g.slice(1, 4).every((x) => x === 0)) return false; // discard
  return true;
}

/** True only for a public unicast IPv4 or IPv6 address; anything unparsable is not public. */
export function isPublicAddress(address: string): boolean {
  const v4 = parseIPv4(address);
  if (v4) return publicV4(v4);
  const v6 = parseIPv6(address.startsWith('[') && address.endsWith(']') ? address.slice(1, -1) : address);
  return v6 ? publicV6(v6) : false;
}

/** True for 127.0.0.0/8 and ::1: what supabase/local's test-only allowance may reach (and nothing else). */
export function isLoopbackAddress(address: string): boolean {
  const v4 = parseIPv4(address);
  if (v4) return v4[0] === 127;
  const v6 = parseIPv6(address.startsWith('[') && address.endsWith(']') ? address.slice(1, -1) : address);
  if (!v6) return false;
  if (v6.slice(0, 5).every((x) => x === 0) && v6[5] === 0xffff) return v6[6] >> 8 === 127;
  return v6.slice(0, 7).every((x) => x === 0) && v6[7] === 1;
}

/** Whether a fetch may go to every one of a host's addresses. A host with no address is refused too. */
export function mayFetchFrom(addresses: string[], options: { allowLoopback?: boolean } = {}): boolean {
  return addresses.length > 0 && addresses.every((a) => isPublicAddress(a) || (options.allowLoopback === true && isLoopbackAddress(a)));
}
